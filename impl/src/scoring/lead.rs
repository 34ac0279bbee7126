//! Whether a post is a lead at all, read in context: a logistic readout of
//! the sentence encoder's vector of the whole post, learned from the labeled
//! sets the scorer is tuned on (impl/eval: the tuned sets, the buyers in their
//! own words, the first two frozen groups and the four training groups,
//! never the held-out ones). Those sets put each product's buyers beside
//! posts on the same topic from the wrong person or with the wrong request
//! (a student's survey, a parent, a tutorial, an MBA case study), so what
//! the readout learns is the difference between a lead and its neighbours,
//! whatever the product. It cannot tell whose lead a post is. The scorer
//! asks it about a buyer's post about to match: it turns down those it is
//! sure are no lead and adds points to those it is sure are
//! (`scoring::NO_LEAD`, `scoring::LEAD`). And a post whose words the intent
//! reader knows no buyer by is a buyer if the readout is that sure
//! (`semantic::Meaning::is_buyer`); a sieve, the same readout over the
//! post's static vector, first spares the encoding of most posts that
//! could not be.
//!
//! The weights ship in impl/assets/lead (readout and sieve), made by
//! `cargo run --release -p threadwatch --example train_lead_readout`; a test
//! checks that they are the minima of the training losses on those sets.
use std::path::Path;
use std::sync::OnceLock;

use anyhow::Context as _;
use threadwatch_encoder::{Vector, DIMENSIONS};

use super::{logistic, semantic, Meaning};
use crate::domain::RedditItem;

const SHIPPED: &[u8] = include_bytes!("../../assets/lead/readout.safetensors");
const SIEVE_FILE: &[u8] = include_bytes!("../../assets/lead/sieve.safetensors");

/// The L2 penalty on the weights (not the bias): half this times their
/// squared length is added to the summed log loss.
pub const PENALTY: f64 = 1.0;
/// The sieve's: its 256 static values are less alike post to post, and
/// want a lighter hand (chosen with the sieve's floor, `semantic::SIEVED_FROM`).
pub const SIEVE_PENALTY: f64 = 0.1;

/// The sets it learns from, under impl/eval: (folder, products, sets).
pub(super) const TRAINED_ON: [(&str, [&str; 3], &[&str]); 7] = [
    ("", ["lumen", "quill", "kettle"], &["posts", "own-words"]),
    ("once-held-out", ["anchor", "pantry", "keystone"], &["posts"]),
    ("heldout2", ["beacon", "tutorly", "brewlog"], &["posts"]),
    ("training1", ["aisle", "recall", "bench"], &["posts"]),
    ("training2", ["harbor", "pitch", "fetch"], &["posts"]),
    ("training3", ["hearth", "clutch", "patch"], &["posts"]),
    ("training4", ["tide", "kiln", "compass"], &["posts"]),
];

/// A logistic readout of a post's vector: the encoder's (`shipped`) or the
/// static embeddings' (`sieve`).
pub struct Readout {
    weights: Vec<f32>,
    bias: f32,
}

impl Readout {
    /// The readout of the encoder's vector of the whole post.
    pub fn shipped() -> &'static Readout {
        static READOUT: OnceLock<Readout> = OnceLock::new();
        READOUT.get_or_init(|| Readout::read(SHIPPED, DIMENSIONS, "the lead readout").expect("it loads"))
    }

    /// The same question asked of the post's static vector
    /// (`semantic::Meaning::whole`), learned from the same posts. It reads
    /// far worse, but costs no encoding: a post it gives less than
    /// `semantic::SIEVED_FROM` is not worth encoding to ask the readout.
    pub fn sieve() -> &'static Readout {
        static SIEVE: OnceLock<Readout> = OnceLock::new();
        SIEVE.get_or_init(|| Readout::read(SIEVE_FILE, semantic::DIMENSIONS, "the lead sieve").expect("it loads"))
    }

    /// The chance that the post (its vector's values) is a lead.
    pub fn chance(&self, values: &[f32]) -> f32 {
        let logit = self.weights.iter().zip(values).map(|(w, x)| w * x).sum::<f32>() + self.bias;
        logistic::sigmoid(f64::from(logit)) as f32
    }

    /// Learns a readout from (values, is a lead) pairs: L2-penalized
    /// logistic regression (`logistic`).
    pub fn train(examples: &[(Vec<f32>, bool)], penalty: f64) -> Readout {
        let mut w = logistic::fit(&rows(examples), penalty);
        let bias = w.pop().unwrap_or_default() as f32;
        Readout { weights: w.into_iter().map(|w| w as f32).collect(), bias }
    }

    /// The largest component of the training loss's gradient at these
    /// weights: near zero when they are its minimum.
    pub fn largest_gradient(&self, examples: &[(Vec<f32>, bool)], penalty: f64) -> f64 {
        let w: Vec<f64> =
            self.weights.iter().map(|&w| f64::from(w)).chain(std::iter::once(f64::from(self.bias))).collect();
        logistic::gradient(&w, &rows(examples), penalty).iter().map(|g| g.abs()).fold(0.0, f64::max)
    }

    pub fn write(&self) -> anyhow::Result<Vec<u8>> {
        logistic::write(&self.weights, self.bias)
    }

    fn read(file: &[u8], dimensions: usize, what: &str) -> anyhow::Result<Readout> {
        let (weights, bias) = logistic::read(file, dimensions, what)?;
        Ok(Readout { weights, bias })
    }
}

/// The posts it learns from, each with whether it is a lead for its
/// product (`TRAINED_ON`, under `eval`).
pub fn training_posts(eval: &Path) -> anyhow::Result<Vec<(RedditItem, bool)>> {
    let mut posts = vec![];
    for (folder, products, sets) in TRAINED_ON {
        for (product, set) in products.iter().flat_map(|p| sets.iter().map(move |s| (p, s))) {
            posts.extend(labelled_items(&eval.join(folder).join(format!("{product}.{set}.jsonl")))?);
        }
    }
    Ok(posts)
}

/// A labelled set's items (impl/eval: one Reddit object a line, with
/// `"relevant"`), each with whether it is a lead for its product.
pub fn labelled_items(file: &Path) -> anyhow::Result<Vec<(RedditItem, bool)>> {
    let text = std::fs::read_to_string(file).with_context(|| format!("reading {}", file.display()))?;
    text.lines()
        .map(|line| {
            let value: serde_json::Value = serde_json::from_str(line)?;
            let relevant = value["relevant"].as_bool().context("an item without \"relevant\"")?;
            Ok((RedditItem::from_json(value).map_err(|e| anyhow::anyhow!("{e:?}"))?, relevant))
        })
        .collect()
}

/// The encoder's reading of a post, as the scorer gets it (`Meaning`).
pub fn read_in_context(post: &RedditItem) -> Option<Vector> {
    Meaning::of_post(post).in_context().cloned()
}

/// Values read from a post, each with whether it is a lead.
pub type Examples = Vec<(Vec<f32>, bool)>;

/// Each post's values for the readout (`read_in_context`) and for the
/// sieve (its whole static vector), as the scorer gets them.
pub fn readings(posts: &[(RedditItem, bool)]) -> (Examples, Examples) {
    let (mut in_context, mut statically) = (vec![], vec![]);
    for (post, lead) in posts {
        let meaning = Meaning::of_post(post);
        if let Some(vector) = meaning.in_context() {
            in_context.push((vector.values().to_vec(), *lead));
        }
        if let Some(vector) = meaning.whole() {
            statically.push((vector.values(), *lead));
        }
    }
    (in_context, statically)
}

/// Each example's features with a constant 1 for the bias.
fn rows(examples: &[(Vec<f32>, bool)]) -> Vec<(Vec<f64>, bool)> {
    let features = |x: &[f32]| x.iter().map(|&v| f64::from(v)).chain(std::iter::once(1.0)).collect();
    examples.iter().map(|(x, lead)| (features(x), *lead)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shipped_readout_tells_a_request_from_a_tutorial() {
        let read = |text: &str| {
            Readout::shipped().chance(threadwatch_encoder::Encoder::shipped().encode(text).unwrap().values())
        };
        let lead = read(
            "Any invoicing app that chases late payers for me?\n\
             Three clients are 60 days late and I'm tired of emailing them.",
        );
        let tutorial =
            read("Step by step: setting up Matomo on a cheap VPS\nWrote this up for my blog, feedback welcome.");
        assert!(lead > tutorial, "{lead} vs {tutorial}");
    }
}
