//! Encodes the background sentences (impl/assets/background) with the
//! shipped sentence encoder and writes their vectors beside them
//! (encoded.safetensors): the scorer needs them to know
//! what ordinary text reaches, and encoding 600 sentences at every start
//! would cost seconds. Also writes buyers.safetensors: the buyers' posts of
//! the labeled training sets (`lead::other_trades_buyers`), other trades'
//! buyers for any new profile; and buyers-multilingual.safetensors:
//! the same posts read by the multilingual encoder. Run after scripts/make-encoder.sh or
//! a change to the sentences or those sets; unit tests check the files
//! against the encoder.
//!
//! cargo run --release -p threadwatch --example encode_background
use std::path::Path;

use threadwatch::scoring::lead::{other_trades_buyers, read_in_context};
use threadwatch::scoring::Meaning;
use threadwatch_encoder::Encoder;

fn main() -> anyhow::Result<()> {
    let root = env!("CARGO_MANIFEST_DIR");
    let sentences = std::fs::read_to_string(format!("{root}/assets/background/sentences.txt"))?;
    let vectors: Vec<_> = sentences.lines().filter_map(|line| Encoder::shipped().encode(line)).collect();
    let out = format!("{root}/assets/background/encoded.safetensors");
    std::fs::write(&out, threadwatch_encoder::write_vectors("background", &vectors)?)?;
    eprintln!("{} sentences encoded into {out}", vectors.len());

    let posts = other_trades_buyers(&Path::new(root).join("eval"))?;
    let buyers: Vec<_> = posts.iter().filter_map(read_in_context).collect();
    let out = format!("{root}/assets/background/buyers.safetensors");
    std::fs::write(&out, threadwatch_encoder::write_vectors("buyers", &buyers)?)?;
    eprintln!("{} buyers' posts encoded into {out}", buyers.len());

    let buyers: Vec<_> = posts.iter().filter_map(|post| Meaning::of_post(post).across_languages().cloned()).collect();
    let out = format!("{root}/assets/background/buyers-multilingual.safetensors");
    std::fs::write(&out, threadwatch_multilingual::write_vectors("buyers", &buyers)?)?;
    eprintln!("{} buyers' posts encoded by the multilingual encoder into {out}", buyers.len());
    Ok(())
}
