//! Whether a buyer's post is a buyer of *this* product, read in context: a
//! logistic readout over the sentence encoder's vectors of the post, the
//! product's description and its intent brief. Where a situation's
//! closeness asks how near the post comes to one phrase, this asks which of
//! the vectors' values agree: learned from the sets the scorer is tuned on
//! (the lead readout's, `lead`), pairing each product with its own posts
//! and with the other products' buyers of its group, so that it learns
//! what sets a product's buyers apart from its neighbours and from buyers
//! of something else. The scorer asks it last, about a buyer's post that
//! nothing else put near (`scoring::BUYER_OF_IT`).
//!
//! The weights ship in impl/assets/relevance, made by
//! `cargo run --release -p threadwatch --example train_relevance_readout`;
//! a test checks that they are the minimum of the training loss on those
//! sets.
use std::path::Path;
use std::sync::OnceLock;

use threadwatch_encoder::{Vector, DIMENSIONS};

use super::lead::OutOfFold;
use super::logistic;
use crate::domain::Profile;

const SHIPPED: &[u8] = include_bytes!("../../assets/relevance/readout.safetensors");

/// The post's values, their products with the description's and with the
/// brief's, and the two cosines.
pub const FEATURES: usize = 3 * DIMENSIONS + 2;

/// The L2 penalty on the weights of the standardized features (each of
/// mean 0 and spread 1 over the examples). Chosen on the sets tuned on,
/// each group scored by a readout learned without it (docs/quality-history.md).
pub const PENALTY: f64 = 300.0;

pub struct Readout {
    /// On the features as they are: the standardizing is folded in.
    weights: Vec<f32>,
    bias: f32,
}

/// Its features for a post and a product (description and brief read by
/// the encoder).
pub fn features(post: &Vector, description: &Vector, brief: &Vector) -> Vec<f64> {
    let post = post.values().map(f64::from);
    let with = |other: &Vector| post.iter().zip(other.values()).map(|(p, &o)| p * f64::from(o)).collect::<Vec<_>>();
    let (with_description, with_brief) = (with(description), with(brief));
    let cosines = [with_description.iter().sum(), with_brief.iter().sum()];
    post.into_iter().chain(with_description).chain(with_brief).chain(cosines).collect()
}

/// A profile's intent brief, None when it has none: the readout then reads
/// the description as its brief.
pub fn brief_of(profile: &Profile) -> Option<&str> {
    Some(profile.intent_brief.as_str()).filter(|brief| !brief.trim().is_empty())
}

impl Readout {
    pub fn shipped() -> &'static Readout {
        static READOUT: OnceLock<Readout> = OnceLock::new();
        READOUT.get_or_init(|| Readout::read(SHIPPED).expect("the shipped relevance readout loads"))
    }

    /// What it reads for one product: its weights are linear in the post's
    /// values once the description and brief are known, so they fold into
    /// one direction, and a post's chance costs one dot product.
    pub fn for_product(&self, description: &Vector, brief: &Vector) -> ForProduct {
        let w = |part: usize, i: usize| f64::from(self.weights[part * DIMENSIONS + i]);
        let (on_description, on_brief) = (f64::from(self.weights[FEATURES - 2]), f64::from(self.weights[FEATURES - 1]));
        let (description, brief) = (description.values(), brief.values());
        let direction = std::array::from_fn(|i| {
            let along = w(0, i)
                + (w(1, i) + on_description) * f64::from(description[i])
                + (w(2, i) + on_brief) * f64::from(brief[i]);
            along as f32
        });
        ForProduct { direction: Box::new(direction), bias: self.bias }
    }

    /// Learns the readout from (features, is a buyer of the product) pairs.
    pub fn train(examples: &[(Vec<f64>, bool)]) -> Readout {
        let scaling = Scaling::of(examples);
        let w = logistic::fit(&scaling.rows(examples), PENALTY);
        let weights: Vec<f32> = w.iter().zip(&scaling.spread).map(|(w, s)| (w / s) as f32).collect();
        let bias =
            w[FEATURES] - w.iter().zip(&scaling.mean).zip(&scaling.spread).map(|((w, m), s)| w * m / s).sum::<f64>();
        Readout { weights, bias: bias as f32 }
    }

    /// The largest component of the training loss's gradient at these
    /// weights: near zero when they are its minimum.
    pub fn largest_gradient(&self, examples: &[(Vec<f64>, bool)]) -> f64 {
        let scaling = Scaling::of(examples);
        let weights = self.weights.iter().map(|&w| f64::from(w));
        let standardized: Vec<f64> = weights.clone().zip(&scaling.spread).map(|(w, s)| w * s).collect();
        let bias = f64::from(self.bias) + weights.zip(&scaling.mean).map(|(w, m)| w * m).sum::<f64>();
        let w: Vec<f64> = standardized.into_iter().chain(std::iter::once(bias)).collect();
        logistic::gradient(&w, &scaling.rows(examples), PENALTY).iter().map(|g| g.abs()).fold(0.0, f64::max)
    }

    pub fn write(&self) -> anyhow::Result<Vec<u8>> {
        logistic::write(&self.weights, self.bias)
    }

    fn read(file: &[u8]) -> anyhow::Result<Readout> {
        let (weights, bias) = logistic::read(file, FEATURES, "the relevance readout")?;
        Ok(Readout { weights, bias })
    }
}

/// The readout folded for one product (`Readout::for_product`).
pub struct ForProduct {
    direction: Box<[f32; DIMENSIONS]>,
    bias: f32,
}

impl ForProduct {
    /// The chance that the post is a buyer of the product.
    pub fn chance(&self, post: &Vector) -> f32 {
        let logit: f64 = post.values().iter().zip(self.direction.iter()).map(|(&x, &w)| f64::from(x * w)).sum();
        logistic::sigmoid(logit + f64::from(self.bias)) as f32
    }
}

/// Each feature's mean and spread over the examples.
struct Scaling {
    mean: Vec<f64>,
    spread: Vec<f64>,
}

impl Scaling {
    fn of(examples: &[(Vec<f64>, bool)]) -> Scaling {
        let n = examples.len().max(1) as f64;
        let mean: Vec<f64> = (0..FEATURES).map(|i| examples.iter().map(|(x, _)| x[i]).sum::<f64>() / n).collect();
        let spread = (0..FEATURES)
            .map(|i| (examples.iter().map(|(x, _)| (x[i] - mean[i]).powi(2)).sum::<f64>() / n).sqrt().max(1e-9))
            .collect();
        Scaling { mean, spread }
    }

    /// The examples standardized, each with a constant 1 for the bias.
    fn rows(&self, examples: &[(Vec<f64>, bool)]) -> Vec<(Vec<f64>, bool)> {
        let standardize = |x: &[f64]| {
            let values = x.iter().zip(&self.mean).zip(&self.spread).map(|((x, m), s)| (x - m) / s);
            values.chain(std::iter::once(1.0)).collect()
        };
        examples.iter().map(|(x, yes)| (standardize(x), *yes)).collect()
    }
}

/// The examples it learns from (`TRAINED_ON`, under `root`/eval, read as
/// `lead::OutOfFold` keeps them): for each product, its own posts (a buyer
/// of it or not) and the other products' buyers of its group (not).
pub fn training_examples(root: &Path) -> anyhow::Result<Vec<(Vec<f64>, bool)>> {
    let OutOfFold { posts, products } = OutOfFold::read(root)?;
    let mut examples = vec![];
    // Each group of `TRAINED_ON` is three products.
    for group in products.chunks(3) {
        for (p, product) in group.iter().enumerate() {
            for (q, other) in group.iter().enumerate() {
                let kept = posts[other.posts.clone()].iter().filter(|(_, relevant)| p == q || *relevant);
                let features = |post| features(post, &product.description, &product.brief);
                examples.extend(kept.map(|(post, relevant)| (features(post), p == q && *relevant)));
            }
        }
    }
    Ok(examples)
}
