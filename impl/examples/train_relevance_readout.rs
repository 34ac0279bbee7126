//! Learns the relevance readout (`scoring::relevance`) from the labeled
//! sets the scorer is tuned on and writes it to impl/assets/relevance. Run
//! after scripts/make-encoder.sh or a change to those sets; a test checks
//! the shipped file is the minimum of the training loss.
//!
//! cargo run --release -p threadwatch --example train_relevance_readout
use std::path::Path;

use threadwatch::scoring::relevance::{training_examples, Readout};

fn main() -> anyhow::Result<()> {
    let root = env!("CARGO_MANIFEST_DIR");
    let examples = training_examples(Path::new(root))?;
    let readout = Readout::train(&examples);
    let out = format!("{root}/assets/relevance/readout.safetensors");
    std::fs::write(&out, readout.write()?)?;
    let buyers = examples.iter().filter(|(_, buyer)| *buyer).count();
    eprintln!(
        "{} pairs ({buyers} buyers of their product) learned into {out}; largest gradient {:.2e}",
        examples.len(),
        readout.largest_gradient(&examples)
    );
    Ok(())
}
