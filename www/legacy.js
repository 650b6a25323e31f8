// Runs only in browsers without JavaScript modules (the module app.js never starts there): says
// so instead of leaving the page stuck on "Loading".
(function () {
  var status = document.getElementById('status-text');
  if (status) {
    status.textContent = 'This browser is too old to run the solver. Please update it: any current Chrome, Edge, Firefox or Safari works.';
  }
})();
