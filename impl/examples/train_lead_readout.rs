//! Learns the lead readout and its sieve (`scoring::lead`) from the labeled
//! sets the scorer is tuned on and writes them to impl/assets/lead. Run after
//! scripts/make-encoder.sh or a change to those sets; a test checks the
//! shipped files are the minima of their training losses.
//!
//! cargo run --release -p threadwatch --example train_lead_readout
use std::path::Path;

use threadwatch::scoring::lead::{readings, training_posts, Readout, PENALTY, SIEVE_PENALTY};

fn main() -> anyhow::Result<()> {
    let root = env!("CARGO_MANIFEST_DIR");
    let (in_context, statically) = readings(&training_posts(&Path::new(root).join("eval"))?);
    for (examples, penalty, file) in [(in_context, PENALTY, "readout"), (statically, SIEVE_PENALTY, "sieve")] {
        let readout = Readout::train(&examples, penalty);
        let out = format!("{root}/assets/lead/{file}.safetensors");
        std::fs::write(&out, readout.write()?)?;
        let leads = examples.iter().filter(|(_, lead)| *lead).count();
        eprintln!(
            "{} posts ({leads} leads) learned into {out}; largest gradient {:.2e}",
            examples.len(),
            readout.largest_gradient(&examples, penalty)
        );
    }
    Ok(())
}
