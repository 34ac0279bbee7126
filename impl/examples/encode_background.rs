//! Encodes the background sentences (impl/assets/background) with the
//! shipped sentence encoder and writes their vectors beside them
//! (encoded.safetensors): the scorer needs them to know
//! what ordinary text reaches, and encoding 600 sentences at every start
//! would cost seconds. Run after scripts/make-encoder.sh or a change to the
//! sentences; a unit test checks the file against the encoder.
//!
//! cargo run --release -p threadwatch --example encode_background
use threadwatch_encoder::{Encoder, DIMENSIONS};

fn main() -> anyhow::Result<()> {
    let root = env!("CARGO_MANIFEST_DIR");
    let sentences = std::fs::read_to_string(format!("{root}/assets/background/sentences.txt"))?;
    let encoder = Encoder::shipped();
    let mut bytes = Vec::new();
    let mut count = 0;
    for vector in sentences.lines().filter_map(|line| encoder.encode(line)) {
        bytes.extend(vector.values().iter().flat_map(|v| v.to_le_bytes()));
        count += 1;
    }
    let view = safetensors::tensor::TensorView::new(safetensors::Dtype::F32, vec![count, DIMENSIONS], &bytes)?;
    let out = format!("{root}/assets/background/encoded.safetensors");
    safetensors::serialize_to_file([("background", view)], None, std::path::Path::new(&out))?;
    eprintln!("{count} sentences encoded into {out}");
    Ok(())
}
