//! Reads the labeled sets the lead readout learns from (`lead::TRAINED_ON`) as
//! an encoder that never learned them would: each group by an encoder
//! tuned without it, and writes the vectors to impl/assets/lead
//! (`lead::out_of_fold`). `scripts/make-encoder.sh` runs it with the three
//! encoders it tunes for this; the lead readout is then learned from the
//! file (`train_lead_readout`).
//!
//! cargo run --release -p threadwatch --example read_out_of_fold -- WEIGHTS=GROUP,GROUP … (int8 weights
//! as make-encoder.sh writes them, and the groups they were tuned without; "tuned" names the top folder)
use std::collections::HashMap;
use std::path::Path;

use anyhow::Context as _;
use threadwatch::scoring::lead::{out_of_fold_file, training_products, OUT_OF_FOLD};
use threadwatch::scoring::Meaning;
use threadwatch_encoder::{Encoder, Vector};

fn main() -> anyhow::Result<()> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut by_group: HashMap<String, &'static Encoder> = HashMap::new();
    for arg in std::env::args().skip(1) {
        let (file, groups) = arg.split_once('=').context("expected WEIGHTS=GROUP,GROUP")?;
        let weights = std::fs::read(file).with_context(|| format!("reading {file}"))?;
        let encoder: &'static Encoder = Box::leak(Box::new(Encoder::of_weights(&weights)?));
        for group in groups.split(',') {
            by_group.insert(if group == "tuned" { String::new() } else { group.to_owned() }, encoder);
        }
    }
    let read = |folder: &str, text: &str| -> anyhow::Result<Vector> {
        let encoder = by_group.get(folder).with_context(|| format!("no encoder named for the group {folder:?}"))?;
        encoder.encode(text).context("a text of no words")
    };
    let mut posts = vec![];
    for (folder, product) in training_products(&root.join("eval"))? {
        for (post, _) in product {
            posts.push(read(folder, &Meaning::of_post(&post).text_in_context())?);
        }
    }
    std::fs::write(root.join(OUT_OF_FOLD), out_of_fold_file(&posts)?)?;
    eprintln!("the sets' posts read out of fold into {OUT_OF_FOLD}");
    Ok(())
}
