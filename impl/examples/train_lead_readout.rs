//! Learns the lead readout (`scoring::lead`) from the labeled sets the
//! scorer is tuned on, as `lead::out_of_fold` keeps their vectors, and the
//! sieve before it (`scoring::sieve`) from the same posts' static vectors,
//! and writes both to impl/assets/lead. Then reads the written trades with
//! the shipped encoder and learns the author readout (`scoring::author`)
//! from them, into impl/assets/author. Run after scripts/make-encoder.sh
//! or a change to those sets; a test checks that each shipped file is the
//! minimum of its training loss.
//!
//! cargo run --release -p threadwatch --example train_lead_readout
use std::path::Path;

use threadwatch_encoder::Vector;

use threadwatch::scoring::author;
use threadwatch::scoring::lead::{self, Readout};
use threadwatch::scoring::sieve::{self, Sieve};

fn main() -> anyhow::Result<()> {
    let root = env!("CARGO_MANIFEST_DIR");
    let examples = lead::out_of_fold(Path::new(root))?;
    learn(&examples, lead::PENALTY, &format!("{root}/assets/lead/readout.safetensors"), "posts", "leads")?;

    let examples = sieve::training_examples(&Path::new(root).join("eval"))?;
    let sieve = Sieve::fit(&examples, sieve::PENALTY);
    let out = format!("{root}/assets/lead/sieve.safetensors");
    std::fs::write(&out, sieve.write()?)?;
    eprintln!("the sieve learned into {out}; largest gradient {:.2e}", sieve.largest_gradient(&examples, sieve::PENALTY));

    let items = author::training_items(&Path::new(root).join("eval"))?;
    std::fs::write(Path::new(root).join(author::VECTORS), author::vectors_file(&items)?)?;
    let examples = author::training_vectors(Path::new(root))?;
    learn(&examples, author::PENALTY, &format!("{root}/assets/author/readout.safetensors"), "trades' items", "owners'")
}

/// Fits a readout of the encoder's vectors and writes it to `out`, saying
/// how many of the `items` were yes (`yes`).
fn learn(examples: &[(Vector, bool)], penalty: f64, out: &str, items: &str, yes: &str) -> anyhow::Result<()> {
    let readout = Readout::fit(examples, penalty);
    std::fs::write(out, readout.write()?)?;
    let count = examples.iter().filter(|(_, y)| *y).count();
    let gradient = readout.largest_gradient(examples, penalty);
    eprintln!("{} {items} ({count} {yes}) learned into {out}; largest gradient {gradient:.2e}", examples.len());
    Ok(())
}
