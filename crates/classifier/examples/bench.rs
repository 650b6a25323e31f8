//! Times the classifier natively: model load, then batches of 36 and 16 crops (median of many runs).
//! `cargo run --release -p boggle-classifier --example bench [model.onnx|model.nnef.tar]`

use std::time::Instant;

use boggle_classifier::Classifier;

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let path = std::env::args().nth(1);
    let bytes = match &path {
        Some(p) => std::fs::read(p)?,
        None => boggle_classifier::EMBEDDED_ONNX.to_vec(),
    };
    let mut loads = Vec::new();
    let mut classifier = None;
    for _ in 0..10 {
        let t = Instant::now();
        classifier = Some(Classifier::from_bytes(&bytes)?);
        loads.push(t.elapsed().as_secs_f64() * 1e3);
    }
    let c = classifier.ok_or("no classifier")?;
    println!(
        "model {} ({} bytes): load + optimise {:.2} ms (median of 10)",
        path.as_deref().unwrap_or("embedded ONNX"),
        bytes.len(),
        median(loads)
    );
    let side = c.input_size() as usize;
    // Deterministic, varied pixels: a cheap hash, not a photo; the timing does not depend on the values.
    let crops: Vec<Vec<u8>> = (0..36u32)
        .map(|k| {
            (0..side * side)
                .map(|i| (((i as u32).wrapping_mul(2_654_435_761) ^ (k * 40503)) >> 13) as u8)
                .collect()
        })
        .collect();
    for n in [36usize, 25, 16, 1] {
        let refs: Vec<&[u8]> = crops[..n].iter().map(|c| c.as_slice()).collect();
        c.classify(&refs)?;
        let runs: Vec<f64> = (0..200)
            .map(|_| {
                let t = Instant::now();
                let p = c.classify(&refs).map(|p| p.len());
                assert_eq!(p.ok(), Some(n));
                t.elapsed().as_secs_f64() * 1e3
            })
            .collect();
        println!(
            "batch of {n:2}: {:.3} ms median of 200 ({:.3} ms per crop)",
            median(runs.clone()),
            median(runs) / n as f64
        );
    }
    // The same 36 crops as several smaller batches, to see what batch size tract runs best.
    let refs: Vec<&[u8]> = crops.iter().map(|c| c.as_slice()).collect();
    for k in [1usize, 2, 4, 6, 9, 12] {
        let runs: Vec<f64> = (0..100)
            .map(|_| {
                let t = Instant::now();
                for chunk in refs.chunks(k) {
                    let _ = c.classify(chunk);
                }
                t.elapsed().as_secs_f64() * 1e3
            })
            .collect();
        println!(
            "36 crops in batches of {k:2}: {:.3} ms median of 100",
            median(runs)
        );
    }
    Ok(())
}
