//! Learns the lead readout (`scoring::lead`) from the labeled sets the
//! scorer is tuned on, as `lead::OutOfFold` keeps their vectors, and writes
//! it to impl/assets/lead. Run after scripts/make-encoder.sh or a change to
//! those sets; a test checks the shipped file is the minimum of the
//! training loss.
//!
//! cargo run --release -p threadwatch --example train_lead_readout
use std::path::Path;

use threadwatch::scoring::lead::{OutOfFold, Readout};

fn main() -> anyhow::Result<()> {
    let root = env!("CARGO_MANIFEST_DIR");
    let examples = OutOfFold::read(Path::new(root))?.posts;
    let readout = Readout::train(&examples);
    let out = format!("{root}/assets/lead/readout.safetensors");
    std::fs::write(&out, readout.write()?)?;
    let leads = examples.iter().filter(|(_, lead)| *lead).count();
    eprintln!(
        "{} posts ({leads} leads) learned into {out}; largest gradient {:.2e}",
        examples.len(),
        readout.largest_gradient(&examples)
    );
    Ok(())
}
