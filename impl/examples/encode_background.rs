//! Encodes the background sentences (impl/assets/background) with the
//! shipped sentence encoder and writes their vectors beside them
//! (encoded.safetensors): the scorer needs them to know
//! what ordinary text reaches, and encoding 600 sentences at every start
//! would cost seconds. Run after scripts/make-encoder.sh or a change to the
//! sentences; a unit test checks the file against the encoder.
//!
//! cargo run --release -p threadwatch --example encode_background
use threadwatch_encoder::Encoder;

fn main() -> anyhow::Result<()> {
    let root = env!("CARGO_MANIFEST_DIR");
    let sentences = std::fs::read_to_string(format!("{root}/assets/background/sentences.txt"))?;
    let vectors: Vec<_> = sentences.lines().filter_map(|line| Encoder::shipped().encode(line)).collect();
    let out = format!("{root}/assets/background/encoded.safetensors");
    std::fs::write(&out, threadwatch_encoder::write_vectors("background", &vectors)?)?;
    eprintln!("{} sentences encoded into {out}", vectors.len());
    Ok(())
}
