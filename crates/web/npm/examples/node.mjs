import { Boggle } from 'boggle-wasm';

const boggle = await Boggle.load(); // the wasm and the ENABLE2K dictionary, once
const solution = boggle.solve(process.argv[2] ?? 'alex ande ravi erda');
for (const { word, score, path } of solution.words) {
  console.log(`${score} ${word} ${path.join('-')}`);
}
console.log(`${solution.wordCount} words, ${solution.totalScore} points`);
