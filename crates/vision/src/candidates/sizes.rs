//! The die sizes a photo may show, guessed from linked groups of similar blobs, and the candidate sets cut
//! around each guess.

use super::Candidate;

/// The die areas this photo may show: dice come in grids, so candidates that have at least two neighbours of
/// similar area at about one die pitch are linked, and each linked group of at least four gives its median area
/// (specks of carpet and windows rarely group; a woven mat's specks do, beside the dice). The groups with the most
/// blobs with a letter-like hole come first, then the largest; at most `max_guesses`, no two within a
/// factor 1.5. Empty without such a group.
pub fn typical_die_areas(cands: &[Candidate], max_guesses: usize) -> Vec<f64> {
    let n = cands.len();
    let similar = |c: &Candidate, d: &Candidate| {
        let ratio = d.area / c.area;
        let dist = (d.centre.0 - c.centre.0).hypot(d.centre.1 - c.centre.1);
        let side = c.area.sqrt();
        (0.5..=2.0).contains(&ratio) && dist > 0.7 * side && dist < 2.6 * side
    };
    let links: Vec<Vec<usize>> = (0..n)
        .map(|a| {
            (0..n)
                .filter(|&b| b != a && similar(&cands[a], &cands[b]))
                .collect()
        })
        .collect();
    let grouped: Vec<bool> = links.iter().map(|l| l.len() >= 2).collect();
    // Linked groups of grouped candidates (flood fill).
    let mut group = vec![usize::MAX; n];
    let mut groups: Vec<Vec<usize>> = Vec::new();
    for start in (0..n).filter(|&k| grouped[k]) {
        if group[start] != usize::MAX {
            continue;
        }
        let id = groups.len();
        let (mut members, mut stack) = (Vec::new(), vec![start]);
        group[start] = id;
        while let Some(k) = stack.pop() {
            members.push(k);
            for &m in &links[k] {
                if grouped[m] && group[m] == usize::MAX {
                    group[m] = id;
                    stack.push(m);
                }
            }
        }
        groups.push(members);
    }
    groups.retain(|g| g.len() >= 4);
    let marked = |g: &Vec<usize>| g.iter().filter(|&&k| cands[k].marked).count();
    groups.sort_by_key(|g| std::cmp::Reverse((marked(g), g.len())));
    let mut areas: Vec<f64> = Vec::new();
    for g in &groups {
        let mut a: Vec<f64> = g.iter().map(|&k| cands[k].area).collect();
        a.sort_by(f64::total_cmp);
        let median = a[a.len() / 2];
        if areas.iter().all(|&b| (median / b).ln().abs() > 1.5f64.ln()) {
            areas.push(median);
        }
        if areas.len() == max_guesses {
            break;
        }
    }
    areas
}

/// Keeps the candidates whose area is within a factor `spread` of `median` either way.
pub fn filter_by_area(cands: Vec<Candidate>, median: f64, spread: f64) -> Vec<Candidate> {
    cands
        .into_iter()
        .filter(|c| c.area >= median / spread && c.area <= median * spread)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn blob(x: f64, y: f64, side: f64, marked: bool) -> Candidate {
        Candidate {
            centre: (x, y),
            area: side * side,
            solidity: 1.0,
            squareness: 1.0,
            rect: [(x, y); 4],
            marked,
            split: false,
        }
    }

    /// A 4x4 board on a woven mat: the mat's specks far outnumber the dice and sit in a grid too, so one median
    /// over both is a speck's; the dice, with their letters, must be the first guess.
    #[test]
    fn dice_among_many_specks_are_guessed_first() {
        let mut cands = Vec::new();
        for i in 0..20 {
            for j in 0..20 {
                cands.push(blob(
                    5.0 + 10.0 * j as f64,
                    5.0 + 10.0 * i as f64,
                    5.0,
                    i % 7 == 0 && j == 0,
                ));
            }
        }
        for i in 0..4 {
            for j in 0..4 {
                cands.push(blob(
                    300.0 + 30.0 * j as f64,
                    300.0 + 30.0 * i as f64,
                    25.0,
                    true,
                ));
            }
        }
        let areas = typical_die_areas(&cands, 3);
        assert_eq!(areas, vec![625.0, 25.0]);
    }
}
