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

use threadwatch::scoring::author;
use threadwatch::scoring::lead::{self, Readout};
use threadwatch::scoring::sieve::{self, Sieve};

fn main() -> anyhow::Result<()> {
    let root = env!("CARGO_MANIFEST_DIR");
    let examples = lead::out_of_fold(Path::new(root))?;
    let readout = Readout::fit(&examples, lead::PENALTY);
    let out = format!("{root}/assets/lead/readout.safetensors");
    std::fs::write(&out, readout.write()?)?;
    let leads = examples.iter().filter(|(_, lead)| *lead).count();
    eprintln!(
        "{} posts ({leads} leads) learned into {out}; largest gradient {:.2e}",
        examples.len(),
        readout.largest_gradient(&examples, lead::PENALTY)
    );

    let examples = sieve::training_examples(&Path::new(root).join("eval"))?;
    let sieve = Sieve::fit(&examples, sieve::PENALTY);
    let out = format!("{root}/assets/lead/sieve.safetensors");
    std::fs::write(&out, sieve.write()?)?;
    eprintln!("the sieve learned into {out}; largest gradient {:.2e}", sieve.largest_gradient(&examples, sieve::PENALTY));

    let items = author::training_items(&Path::new(root).join("eval"))?;
    std::fs::write(Path::new(root).join(author::VECTORS), author::vectors_file(&items)?)?;
    let examples = author::training_vectors(Path::new(root))?;
    let readout = Readout::fit(&examples, author::PENALTY);
    let out = format!("{root}/assets/author/readout.safetensors");
    std::fs::write(&out, readout.write()?)?;
    let owners = examples.iter().filter(|(_, owner)| *owner).count();
    eprintln!(
        "{} trades' items ({owners} owners') learned into {out}; largest gradient {:.2e}",
        examples.len(),
        readout.largest_gradient(&examples, author::PENALTY)
    );
    Ok(())
}
