//! Converts an ONNX model to the NNEF tar that `Classifier::from_nnef` loads without tract's ONNX importer.
//! `cargo run --release -p boggle-classifier --example to_nnef -- [model/letters.onnx] OUT.nnef.tar`

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (input, output) = match args.as_slice() {
        [out] => ("model/letters.onnx".to_string(), out.clone()),
        [input, out] => (input.clone(), out.clone()),
        _ => return Err("usage: to_nnef [MODEL.onnx] OUT.nnef.tar".into()),
    };
    let tar = boggle_classifier::onnx_to_nnef(&std::fs::read(&input)?)?;
    std::fs::write(&output, &tar)?;
    println!("{input} -> {output} ({} bytes)", tar.len());
    Ok(())
}
