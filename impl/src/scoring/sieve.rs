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

pub struct Sieve {
    weights: [f32; DIMENSIONS],
    bias: f32,
}

impl Sieve {
    pub fn shipped() -> &'static Sieve {
        static SIEVE: OnceLock<Sieve> = OnceLock::new();
        SIEVE.get_or_init(|| Sieve::read(SHIPPED).expect("the shipped lead sieve loads"))
    }

    /// The chance that the post (its static vector) is a lead.
    pub fn chance(&self, post: &Vector) -> f32 {
        let logit = self.weights.iter().zip(post.values()).map(|(w, x)| w * x).sum::<f32>() + self.bias;
        logistic::sigmoid(f64::from(logit)) as f32
    }

    /// Learns the sieve from (static vector, is a lead) pairs.
    pub fn train(examples: &[(Vector, bool)]) -> Sieve {
        let w = logistic::fit(&rows(examples), PENALTY);
        Sieve { weights: std::array::from_fn(|i| w[i] as f32), bias: w[DIMENSIONS] as f32 }
    }

    /// The largest component of the training loss's gradient at these
    /// weights: near zero when they are its minimum.
    pub fn largest_gradient(&self, examples: &[(Vector, bool)]) -> f64 {
        let w: Vec<f64> = self.weights.iter().chain(std::iter::once(&self.bias)).map(|&w| f64::from(w)).collect();
        logistic::gradient(&w, &rows(examples), PENALTY).iter().map(|g| g.abs()).fold(0.0, f64::max)
    }

    pub fn write(&self) -> anyhow::Result<Vec<u8>> {
        logistic::write(&self.weights, self.bias)
    }

    fn read(file: &[u8]) -> anyhow::Result<Sieve> {
        let (weights, bias) = logistic::read(file, DIMENSIONS, "the lead sieve")?;
        Ok(Sieve { weights: std::array::from_fn(|i| weights[i]), bias })
    }
}

/// The lead readout's posts (`lead::training_posts`, under `eval`), each as
/// its static vector, with whether it is a lead.
pub fn training_examples(eval: &Path) -> anyhow::Result<Vec<(Vector, bool)>> {
    let posts = training_posts(eval)?;
    Ok(posts.iter().filter_map(|(post, lead)| Some((Meaning::of_post(post).whole()?.clone(), *lead))).collect())
}

/// Each example's features with a constant 1 for the bias.
fn rows(examples: &[(Vector, bool)]) -> Vec<(Vec<f64>, bool)> {
    let features = |x: &Vector| x.values().map(f64::from).chain(std::iter::once(1.0)).collect();
    examples.iter().map(|(x, lead)| (features(x), *lead)).collect()
}
