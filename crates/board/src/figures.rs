//! Numbers as the messages show them to people: `173498` as `173,498`.

/// `n` with a comma between each group of three digits (`173498` as `173,498`), the one way the
/// CLI, the solver's house-list report and the web app write a count.
pub fn thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(c);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::thousands;

    #[test]
    fn groups_digits_by_three_from_the_right() {
        assert_eq!(thousands(0), "0");
        assert_eq!(thousands(12), "12");
        assert_eq!(thousands(999), "999");
        assert_eq!(thousands(1_000), "1,000");
        assert_eq!(thousands(173_498), "173,498");
        assert_eq!(thousands(u64::MAX), "18,446,744,073,709,551,615");
    }
}
