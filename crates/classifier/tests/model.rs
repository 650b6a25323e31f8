//! The classifier against the training run's committed evidence: ONNX Runtime's logits on `model/reference_io.json`
//! and the accuracy `model/metrics.json` reports on the real validation crops in `model/validation/`.

use boggle_classifier::Classifier;

const MODEL_DIR: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../model");

fn read(name: &str) -> Vec<u8> {
    let path = format!("{MODEL_DIR}/{name}");
    std::fs::read(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

fn json(name: &str) -> serde_json::Value {
    serde_json::from_slice(&read(name)).unwrap_or_else(|e| panic!("{name}: {e}"))
}

fn floats(v: &serde_json::Value) -> Vec<f32> {
    v.as_array()
        .expect("an array")
        .iter()
        .map(|x| x.as_f64().expect("a number") as f32)
        .collect()
}

/// The largest absolute difference between two logit vectors of the same length.
fn largest_difference(a: &[f32], b: &[f32]) -> f32 {
    assert_eq!(a.len(), b.len(), "logit vectors of different lengths");
    a.iter()
        .zip(b)
        .map(|(x, y)| (x - y).abs())
        .fold(0.0f32, f32::max)
}

/// The same file the tests read, so a model retrained while the binary was built cannot confuse them.
fn classifier() -> Classifier {
    Classifier::from_onnx(&read("letters.onnx")).expect("model/letters.onnx loads")
}

#[test]
fn tract_matches_onnx_runtime_on_the_reference_io() {
    let io = json("reference_io.json");
    let shape: Vec<usize> = floats(&io["input_shape"])
        .iter()
        .map(|&d| d as usize)
        .collect();
    let expected = floats(&io["output"]);
    let got = classifier()
        .logits(shape[0], floats(&io["input"]))
        .expect("runs");
    assert_eq!(got.len(), expected.len());
    let worst = largest_difference(&got, &expected);
    assert!(
        worst < 1e-4,
        "largest |tract - onnxruntime| logit difference {worst}"
    );
}

/// The web app ships `letters.nnef.tar` (the model converted ahead of time by `examples/to_nnef.rs`): it must be
/// the same network as `letters.onnx`, so a retrained model that was not converted again fails here.
#[test]
fn the_nnef_model_is_the_onnx_model() {
    let io = json("reference_io.json");
    let n = floats(&io["input_shape"])[0] as usize;
    let nnef =
        Classifier::from_nnef(&read("letters.nnef.tar")).expect("model/letters.nnef.tar loads");
    let a = nnef.logits(n, floats(&io["input"])).expect("runs");
    let b = classifier().logits(n, floats(&io["input"])).expect("runs");
    let worst = largest_difference(&a, &b);
    assert!(
        worst < 1e-5,
        "letters.nnef.tar differs from letters.onnx by {worst}: regenerate it with \
         `cargo run -p boggle-classifier --example to_nnef -- model/letters.nnef.tar`"
    );
}

#[test]
fn validation_accuracy_matches_the_model_card() {
    let atlas = image::load_from_memory(&read("validation/crops.png"))
        .expect("crops.png decodes")
        .to_luma8();
    let labels = String::from_utf8(read("validation/labels.tsv")).expect("utf-8");
    let c = classifier();
    let size = c.input_size();
    let per_row = atlas.width() / size;
    let mut rows = Vec::new();
    let mut crops = Vec::new();
    for line in labels.lines().skip(1) {
        let f: Vec<&str> = line.split('\t').collect();
        let index: u32 = f[0].parse().expect("index");
        let (x0, y0) = ((index % per_row) * size, (index / per_row) * size);
        let mut crop = Vec::with_capacity((size * size) as usize);
        for y in y0..y0 + size {
            for x in x0..x0 + size {
                crop.push(atlas.get_pixel(x, y)[0]);
            }
        }
        crops.push(crop);
        rows.push((f[1].to_string(), f[2].to_string(), f[8].to_string()));
    }
    let mut preds = Vec::new();
    // Boards-sized batches, as the app runs them.
    for chunk in crops.chunks(36) {
        let refs: Vec<&[u8]> = chunk.iter().map(|c| c.as_slice()).collect();
        preds.extend(c.classify(&refs).expect("classify"));
    }
    let (mut tiles, mut right, mut agree) = (0usize, 0usize, 0usize);
    for ((label, board, ort), p) in rows.iter().zip(&preds) {
        let best = p.best().0;
        agree += usize::from(best == ort);
        if board != "junk" {
            tiles += 1;
            right += usize::from(best == label);
        }
    }
    let accuracy = right as f64 / tiles as f64;
    let card = json("metrics.json")["onnx_rotation0_tiles"]
        .as_f64()
        .expect("metrics.json: onnx_rotation0_tiles");
    eprintln!(
        "tract: {right}/{tiles} = {:.2}% of real validation tiles (card: {:.2}%); agrees with ONNX Runtime on {agree}/{}",
        accuracy * 100.0,
        card * 100.0,
        rows.len()
    );
    assert!(
        accuracy >= card - 0.001,
        "tract reads {:.2}% of tiles, the card says {:.2}%",
        accuracy * 100.0,
        card * 100.0
    );
}

#[test]
fn class_list_matches_letters_json() {
    let meta = json("letters.json");
    let names: Vec<&str> = meta["classes"]
        .as_array()
        .expect("classes")
        .iter()
        .map(|v| v.as_str().expect("a name"))
        .collect();
    assert_eq!(classifier().classes(), names.as_slice());
}

#[test]
fn nnef_conversion_gives_the_same_logits() {
    let onnx = read("letters.onnx");
    let nnef = boggle_classifier::onnx_to_nnef(&onnx).expect("converts");
    let io = json("reference_io.json");
    let n = floats(&io["input_shape"])[0] as usize;
    let a = classifier()
        .logits(n, floats(&io["input"]))
        .expect("onnx runs");
    let b = Classifier::from_bytes(&nnef)
        .expect("nnef loads")
        .logits(n, floats(&io["input"]))
        .expect("nnef runs");
    let worst = largest_difference(&a, &b);
    assert!(
        worst < 1e-5,
        "largest |onnx - nnef| logit difference {worst}"
    );
}
