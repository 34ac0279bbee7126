//! Whether a post is a lead at all, read in context: a logistic readout of
//! the sentence encoder's vector of the whole post, learned from the labeled
//! sets the scorer is tuned on (impl/eval: the tuned sets, the buyers in their
//! own words, the first two frozen groups and the two training groups,
//! never the held-out ones). Those sets put each product's buyers beside
//! posts on the same topic from the wrong person or with the wrong request
//! (a student's survey, a parent, a tutorial, an MBA case study), so what
//! the readout learns is the difference between a lead and its neighbours,
//! whatever the product. The scorer asks it only about a buyer's post about
//! to match: it turns down those it is sure are no lead and adds points to
//! those it is sure are (`scoring::NO_LEAD`, `scoring::LEAD`). It cannot
//! tell whose lead a post is.
//!
//! The weights ship in impl/assets/lead, made by
//! `cargo run --release -p threadwatch --example train_lead_readout`; a test
//! checks that they are the minimum of the training loss on those sets.
use std::path::Path;
use std::sync::OnceLock;

use anyhow::Context as _;
use threadwatch_encoder::{Vector, DIMENSIONS};

use crate::domain::RedditItem;

const SHIPPED: &[u8] = include_bytes!("../../assets/lead/readout.safetensors");

/// The L2 penalty on the weights (not the bias): half this times their
/// squared length is added to the summed log loss.
pub const PENALTY: f64 = 1.0;

/// The sets it learns from, under impl/eval: (folder, products, sets).
const TRAINED_ON: [(&str, [&str; 3], &[&str]); 5] = [
    ("", ["lumen", "quill", "kettle"], &["posts", "own-words"]),
    ("once-held-out", ["anchor", "pantry", "keystone"], &["posts"]),
    ("heldout2", ["beacon", "tutorly", "brewlog"], &["posts"]),
    ("training1", ["aisle", "recall", "bench"], &["posts"]),
    ("training2", ["harbor", "pitch", "fetch"], &["posts"]),
];

pub struct Readout {
    weights: [f32; DIMENSIONS],
    bias: f32,
}

impl Readout {
    pub fn shipped() -> &'static Readout {
        static READOUT: OnceLock<Readout> = OnceLock::new();
        READOUT.get_or_init(|| Readout::read(SHIPPED).expect("the shipped lead readout loads"))
    }

    /// The chance that the post (the encoder's vector of it) is a lead.
    pub fn chance(&self, post: &Vector) -> f32 {
        let logit = self.weights.iter().zip(post.values()).map(|(w, x)| w * x).sum::<f32>() + self.bias;
        sigmoid(f64::from(logit)) as f32
    }

    /// Learns the readout from (vector, is a lead) pairs: L2-penalized
    /// logistic regression (`PENALTY`), by Newton's method, in a fixed
    /// order, so the same examples give the same weights.
    pub fn train(examples: &[(Vector, bool)]) -> Readout {
        const N: usize = DIMENSIONS + 1;
        let mut w = vec![0f64; N];
        for _ in 0..25 {
            let (gradient, mut hessian) = gradient_and_hessian(&w, examples);
            let step = solve(&mut hessian, &gradient);
            w.iter_mut().zip(&step).for_each(|(w, s)| *w -= s);
            if step.iter().map(|s| s.abs()).fold(0.0, f64::max) < 1e-10 {
                break;
            }
        }
        Readout { weights: std::array::from_fn(|i| w[i] as f32), bias: w[DIMENSIONS] as f32 }
    }

    /// The largest component of the training loss's gradient at these
    /// weights: near zero when they are its minimum.
    pub fn largest_gradient(&self, examples: &[(Vector, bool)]) -> f64 {
        let w: Vec<f64> =
            self.weights.iter().map(|&w| f64::from(w)).chain(std::iter::once(f64::from(self.bias))).collect();
        gradient(&w, examples).iter().map(|g| g.abs()).fold(0.0, f64::max)
    }

    pub fn write(&self) -> anyhow::Result<Vec<u8>> {
        let values: Vec<u8> =
            self.weights.iter().chain(std::iter::once(&self.bias)).flat_map(|v| v.to_le_bytes()).collect();
        let view = safetensors::tensor::TensorView::new(safetensors::Dtype::F32, vec![DIMENSIONS + 1], &values)?;
        Ok(safetensors::serialize([("readout", view)], None)?)
    }

    fn read(file: &[u8]) -> anyhow::Result<Readout> {
        let tensors = safetensors::SafeTensors::deserialize(file).context("the lead readout")?;
        let tensor = tensors.tensor("readout").context("the lead readout")?;
        anyhow::ensure!(
            tensor.dtype() == safetensors::Dtype::F32 && tensor.shape() == [DIMENSIONS + 1],
            "the lead readout is not {} float32 values",
            DIMENSIONS + 1
        );
        let values: Vec<f32> =
            tensor.data().chunks_exact(4).map(|b| f32::from_le_bytes([b[0], b[1], b[2], b[3]])).collect();
        Ok(Readout { weights: std::array::from_fn(|i| values[i]), bias: values[DIMENSIONS] })
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
    crate::scoring::Meaning::of_post(post).in_context().cloned()
}

fn sigmoid(z: f64) -> f64 {
    1.0 / (1.0 + (-z).exp())
}

/// Each example's features with a constant 1 for the bias.
fn features(x: &Vector) -> impl Iterator<Item = f64> + '_ {
    x.values().iter().map(|&v| f64::from(v)).chain(std::iter::once(1.0))
}

fn gradient(w: &[f64], examples: &[(Vector, bool)]) -> Vec<f64> {
    let mut g: Vec<f64> = w.iter().map(|w| PENALTY * w).collect();
    g[DIMENSIONS] = 0.0;
    for (x, lead) in examples {
        let z: f64 = features(x).zip(w).map(|(x, w)| x * w).sum();
        let error = sigmoid(z) - f64::from(u8::from(*lead));
        g.iter_mut().zip(features(x)).for_each(|(g, x)| *g += error * x);
    }
    g
}

fn gradient_and_hessian(w: &[f64], examples: &[(Vector, bool)]) -> (Vec<f64>, Vec<f64>) {
    const N: usize = DIMENSIONS + 1;
    let mut h = vec![0f64; N * N];
    for i in 0..DIMENSIONS {
        h[i * N + i] = PENALTY;
    }
    for (x, _) in examples {
        let x: Vec<f64> = features(x).collect();
        let z: f64 = x.iter().zip(w).map(|(x, w)| x * w).sum();
        let p = sigmoid(z);
        let weight = p * (1.0 - p);
        for i in 0..N {
            let wi = weight * x[i];
            h[i * N..i * N + N].iter_mut().zip(&x).for_each(|(h, xj)| *h += wi * xj);
        }
    }
    (gradient(w, examples), h)
}

/// Solves `a x = b` for a symmetric positive definite `a` (Cholesky,
/// in place).
fn solve(a: &mut [f64], b: &[f64]) -> Vec<f64> {
    let n = b.len();
    for j in 0..n {
        let d = a[j * n + j] - (0..j).map(|k| a[j * n + k] * a[j * n + k]).sum::<f64>();
        let d = d.max(f64::MIN_POSITIVE).sqrt();
        a[j * n + j] = d;
        for i in j + 1..n {
            let s = a[i * n + j] - (0..j).map(|k| a[i * n + k] * a[j * n + k]).sum::<f64>();
            a[i * n + j] = s / d;
        }
    }
    let mut y = vec![0f64; n];
    for i in 0..n {
        y[i] = (b[i] - (0..i).map(|k| a[i * n + k] * y[k]).sum::<f64>()) / a[i * n + i];
    }
    let mut x = vec![0f64; n];
    for i in (0..n).rev() {
        x[i] = (y[i] - (i + 1..n).map(|k| a[k * n + i] * x[k]).sum::<f64>()) / a[i * n + i];
    }
    x
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cholesky_solves_a_small_system() {
        let mut a = vec![4.0, 2.0, 2.0, 3.0];
        let x = solve(&mut a, &[2.0, 1.0]);
        assert!((x[0] - 0.5).abs() < 1e-12 && x[1].abs() < 1e-12, "{x:?}");
    }

    #[test]
    fn the_shipped_readout_tells_a_request_from_a_tutorial() {
        let read =
            |text: &str| Readout::shipped().chance(&threadwatch_encoder::Encoder::shipped().encode(text).unwrap());
        let lead = read(
            "Any invoicing app that chases late payers for me?\n\
             Three clients are 60 days late and I'm tired of emailing them.",
        );
        let tutorial =
            read("Step by step: setting up Matomo on a cheap VPS\nWrote this up for my blog, feedback welcome.");
        assert!(lead > tutorial, "{lead} vs {tutorial}");
    }
}
