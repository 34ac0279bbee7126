//! Whether a post no intent cue reads as a buyer's is worth the lead
//! readout's time: a logistic readout of the post's static vector
//! (`semantic::Embeddings`), learned from the lead readout's sets
//! (`lead::training_posts`). The lead readout reads a post only after the
//! sentence encoder has, which costs more than the rest of scoring it; this
//! costs one dot product, and passes the posts that may be a lead told in
//! the trade's own words, but few of ordinary talk (`semantic::Meaning::intent`).
//!
//! The weights ship in impl/assets/lead, made by
//! `cargo run --release -p threadwatch --example train_lead_readout`; a test
//! checks that they are the minimum of the training loss on those sets.
use std::path::Path;
use std::sync::OnceLock;

use super::lead::training_posts;
use super::logistic;
use super::semantic::{Meaning, Vector, DIMENSIONS};

const SHIPPED: &[u8] = include_bytes!("../../assets/lead/sieve.safetensors");

/// The L2 penalty on the weights (not the bias). The static vectors are of
/// unit length, their values small: a weaker penalty than the lead
/// readout's lets the weights grow to what the values can tell.
pub const PENALTY: f64 = 0.1;

/// The sieve, of the post's static vector.
pub type Sieve = logistic::Linear<DIMENSIONS>;

pub fn shipped() -> &'static Sieve {
    static SIEVE: OnceLock<Sieve> = OnceLock::new();
    SIEVE.get_or_init(|| Sieve::read(SHIPPED, "the lead sieve").expect("the shipped lead sieve loads"))
}

/// The lead readout's posts (`lead::training_posts`, under `eval`), each as
/// its static vector, with whether it is a lead.
pub fn training_examples(eval: &Path) -> anyhow::Result<Vec<(Vector, bool)>> {
    let posts = training_posts(eval)?;
    Ok(posts.iter().filter_map(|(post, lead)| Some((Meaning::of_post(post).whole()?.clone(), *lead))).collect())
}
