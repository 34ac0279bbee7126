//! Meaning in context: a six-layer sentence encoder that ships inside the
//! binary (assets/: all-MiniLM-L6-v2, int8 with a scale per row; see the
//! NOTICE there). Unlike the scorer's static word embeddings, it reads each
//! word beside the others, so "we bill each team for its share" comes near
//! "finance wants spend per team" though few words are shared. It costs
//! about a thousand times as much per text, so the scorer asks it only about
//! buyers' posts the static embeddings leave undecided. It is a crate of its
//! own so that debug builds (the tests, the evaluation) still run it
//! optimized.
//!
//! The forward pass is BERT's, written out: dot products of rows for a short
//! text, a packed matrix product (`matrixmultiply`) for a long one. One text
//! at a time, so there is no padding or mask.
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::OnceLock;
use std::time::{Duration, Instant};

use anyhow::{ensure, Context as _};
use safetensors::{Dtype, SafeTensors};

const WEIGHTS: &[u8] = include_bytes!("../assets/encoder.safetensors");
const TOKENIZER: &[u8] = include_bytes!("../assets/tokenizer.json");
pub const DIMENSIONS: usize = 384;
const LAYERS: usize = 6;
const HEADS: usize = 12;
const HEAD: usize = DIMENSIONS / HEADS;
const INNER: usize = 1536;
const VOCABULARY: usize = 30_522;
const POSITIONS: usize = 512;
const NORM_EPSILON: f32 = 1e-12;

/// A text's vector in context: unit length, so the dot product of two is
/// their cosine.
#[derive(Debug, Clone, PartialEq)]
pub struct Vector(Box<[f32; DIMENSIONS]>);

impl Vector {
    pub fn cosine(&self, other: &Vector) -> f32 {
        self.0.iter().zip(other.0.iter()).map(|(a, b)| a * b).sum()
    }
}

/// Vectors stored as one float32 tensor, `name`, of a row per vector (the
/// scorer ships its background sentences' so).
pub fn write_vectors(name: &str, vectors: &[Vector]) -> anyhow::Result<Vec<u8>> {
    let bytes: Vec<u8> = vectors.iter().flat_map(|v| v.0.iter().flat_map(|x| x.to_le_bytes())).collect();
    let view = safetensors::tensor::TensorView::new(Dtype::F32, vec![vectors.len(), DIMENSIONS], &bytes)?;
    Ok(safetensors::serialize([(name, view)], None)?)
}

/// The vectors `write_vectors` stored; an error unless each is of unit length.
pub fn read_vectors(name: &str, file: &[u8]) -> anyhow::Result<Vec<Vector>> {
    let w = Weights(SafeTensors::deserialize(file).context("stored vectors")?);
    let rows =
        w.0.tensor(name).with_context(|| format!("stored vectors {name}"))?.shape().first().copied().unwrap_or(0);
    let values = w.floats(name, rows * DIMENSIONS)?;
    values
        .chunks_exact(DIMENSIONS)
        .map(|row| {
            let norm = row.iter().map(|v| v * v).sum::<f32>().sqrt();
            ensure!((norm - 1.0).abs() < 1e-3, "a stored vector of {name} is not of unit length");
            Ok(Vector(Box::new(row.try_into()?)))
        })
        .collect()
}

/// Which encoder made a vector: the first 16 hex digits of its weights'
/// SHA-256 (from SHA256SUMS), so that vectors kept by one build are not
/// read by another with other weights.
pub fn model() -> &'static str {
    let sums = include_str!("../assets/SHA256SUMS");
    sums.lines().find(|l| l.ends_with("  encoder.safetensors")).map_or("unknown", |l| &l[..16])
}

/// How much the encoder has done in this process: the texts it read and
/// the time it took (the scoring benchmark reports its share).
pub fn work() -> (u64, Duration) {
    (WORK.texts.load(Ordering::Relaxed), Duration::from_nanos(WORK.nanos.load(Ordering::Relaxed)))
}

struct Work {
    texts: AtomicU64,
    nanos: AtomicU64,
}

static WORK: Work = Work { texts: AtomicU64::new(0), nanos: AtomicU64::new(0) };

pub struct Encoder {
    tokenizer: tokenizers::Tokenizer,
    /// Word pieces stay int8 (a row is looked up, never multiplied): 12 MB
    /// rather than 47.
    words: Rows,
    positions: Vec<f32>,
    /// Every text is one segment: the first token type's row.
    segment: Vec<f32>,
    embedding_norm: Norm,
    layers: Vec<Layer>,
}

struct Rows {
    values: Vec<i8>,
    scales: Vec<f32>,
}

/// y = x·Wᵀ + b, W stored as the model has it: one row per output.
struct Linear {
    weight: Vec<f32>,
    bias: Vec<f32>,
}

struct Norm {
    weight: Vec<f32>,
    bias: Vec<f32>,
}

struct Layer {
    query: Linear,
    key: Linear,
    value: Linear,
    attention_out: Linear,
    attention_norm: Norm,
    inner: Linear,
    out: Linear,
    out_norm: Norm,
}

/// The named tensors of the weights file.
struct Weights<'a>(SafeTensors<'a>);

impl Weights<'_> {
    fn floats(&self, name: &str, len: usize) -> anyhow::Result<Vec<f32>> {
        let t = self.0.tensor(name).with_context(|| format!("the encoder's {name}"))?;
        ensure!(t.dtype() == Dtype::F32 && t.data().len() == len * 4, "{name} is not {len} float32s");
        Ok(t.data().chunks_exact(4).map(|b| f32::from_le_bytes([b[0], b[1], b[2], b[3]])).collect())
    }

    fn rows(&self, name: &str, rows: usize, columns: usize) -> anyhow::Result<Rows> {
        let t = self.0.tensor(name).with_context(|| format!("the encoder's {name}"))?;
        ensure!(
            t.dtype() == Dtype::I8 && t.shape() == [rows, columns],
            "the encoder's {name} is not int8 {rows}×{columns}"
        );
        Ok(Rows {
            values: t.data().iter().map(|&b| b as i8).collect(),
            scales: self.floats(&format!("{name}.scale"), rows)?,
        })
    }

    fn matrix(&self, name: &str, rows: usize, columns: usize) -> anyhow::Result<Vec<f32>> {
        let Rows { values, scales } = self.rows(name, rows, columns)?;
        Ok(values
            .chunks_exact(columns)
            .zip(scales)
            .flat_map(|(row, s)| row.iter().map(move |&v| f32::from(v) * s))
            .collect())
    }

    fn linear(&self, name: &str, inputs: usize, outputs: usize) -> anyhow::Result<Linear> {
        Ok(Linear {
            weight: self.matrix(&format!("{name}.weight"), outputs, inputs)?,
            bias: self.floats(&format!("{name}.bias"), outputs)?,
        })
    }

    fn norm(&self, name: &str) -> anyhow::Result<Norm> {
        Ok(Norm {
            weight: self.floats(&format!("{name}.weight"), DIMENSIONS)?,
            bias: self.floats(&format!("{name}.bias"), DIMENSIONS)?,
        })
    }
}

impl Encoder {
    /// The encoder built into the binary, loaded when first needed (about
    /// 60 MB of memory).
    pub fn shipped() -> &'static Encoder {
        static SHIPPED: OnceLock<Encoder> = OnceLock::new();
        SHIPPED.get_or_init(|| Encoder::load(WEIGHTS, TOKENIZER).expect("the shipped encoder loads"))
    }

    fn load(weights: &[u8], tokenizer: &[u8]) -> anyhow::Result<Encoder> {
        let tokenizer = tokenizers::Tokenizer::from_bytes(tokenizer).map_err(|e| anyhow::anyhow!("{e}"))?;
        let w = Weights(SafeTensors::deserialize(weights).context("the encoder's weights")?);
        let layers = (0..LAYERS)
            .map(|i| {
                let at = |part: &str| format!("encoder.layer.{i}.{part}");
                Ok(Layer {
                    query: w.linear(&at("attention.self.query"), DIMENSIONS, DIMENSIONS)?,
                    key: w.linear(&at("attention.self.key"), DIMENSIONS, DIMENSIONS)?,
                    value: w.linear(&at("attention.self.value"), DIMENSIONS, DIMENSIONS)?,
                    attention_out: w.linear(&at("attention.output.dense"), DIMENSIONS, DIMENSIONS)?,
                    attention_norm: w.norm(&at("attention.output.LayerNorm"))?,
                    inner: w.linear(&at("intermediate.dense"), DIMENSIONS, INNER)?,
                    out: w.linear(&at("output.dense"), INNER, DIMENSIONS)?,
                    out_norm: w.norm(&at("output.LayerNorm"))?,
                })
            })
            .collect::<anyhow::Result<_>>()?;
        Ok(Encoder {
            tokenizer,
            words: w.rows("embeddings.word_embeddings.weight", VOCABULARY, DIMENSIONS)?,
            positions: w.matrix("embeddings.position_embeddings.weight", POSITIONS, DIMENSIONS)?,
            segment: w.matrix("embeddings.token_type_embeddings.weight", 2, DIMENSIONS)?[..DIMENSIONS].to_vec(),
            embedding_norm: w.norm("embeddings.LayerNorm")?,
            layers,
        })
    }

    /// The text's vector: the mean of the last layer over its tokens
    /// (the first 128, markers included), normalized. `None` for a text of
    /// no words.
    pub fn encode(&self, text: &str) -> Option<Vector> {
        let started = Instant::now();
        let vector = self.encode_uncounted(text);
        WORK.texts.fetch_add(1, Ordering::Relaxed);
        WORK.nanos.fetch_add(started.elapsed().as_nanos() as u64, Ordering::Relaxed);
        vector
    }

    fn encode_uncounted(&self, text: &str) -> Option<Vector> {
        let encoding = self.tokenizer.encode(text, true).ok()?;
        let ids = encoding.get_ids();
        // [CLS] and [SEP] alone: nothing to mean.
        if ids.len() <= 2 {
            return None;
        }
        let mut x = self.embed(ids);
        for layer in &self.layers {
            layer.apply(&mut x, ids.len());
        }
        let mut mean = [0f32; DIMENSIONS];
        for row in x.chunks_exact(DIMENSIONS) {
            mean.iter_mut().zip(row).for_each(|(m, v)| *m += v);
        }
        let norm = mean.iter().map(|v| v * v).sum::<f32>().sqrt();
        (norm > 0.0).then(|| Vector(Box::new(mean.map(|v| v / norm))))
    }

    fn embed(&self, ids: &[u32]) -> Vec<f32> {
        let mut x = Vec::with_capacity(ids.len() * DIMENSIONS);
        for (position, &id) in ids.iter().enumerate() {
            let id = (id as usize).min(VOCABULARY - 1);
            let word = &self.words.values[id * DIMENSIONS..(id + 1) * DIMENSIONS];
            let scale = self.words.scales[id];
            let position = &self.positions[position * DIMENSIONS..(position + 1) * DIMENSIONS];
            x.extend((0..DIMENSIONS).map(|d| f32::from(word[d]) * scale + position[d] + self.segment[d]));
        }
        self.embedding_norm.apply(&mut x);
        x
    }
}

impl Layer {
    /// One transformer layer over `tokens` rows of `x`, in place.
    fn apply(&self, x: &mut [f32], tokens: usize) {
        let (q, k, v) = (self.query.apply(x, tokens), self.key.apply(x, tokens), self.value.apply(x, tokens));
        let mut context = vec![0f32; tokens * DIMENSIONS];
        let mut scores = vec![0f32; tokens * tokens];
        for head in 0..HEADS {
            let at = head * HEAD;
            // scores = q_h · k_hᵀ / √HEAD, each head a 32-column slice of the rows.
            // SAFETY (both calls): every index the strides reach lies within
            // its slice: rows < tokens, columns < HEAD from `at`.
            unsafe {
                matrixmultiply::sgemm(
                    tokens,
                    HEAD,
                    tokens,
                    1.0 / (HEAD as f32).sqrt(),
                    q[at..].as_ptr(),
                    DIMENSIONS as isize,
                    1,
                    k[at..].as_ptr(),
                    1,
                    DIMENSIONS as isize,
                    0.0,
                    scores.as_mut_ptr(),
                    tokens as isize,
                    1,
                );
            }
            scores.chunks_exact_mut(tokens).for_each(softmax);
            unsafe {
                matrixmultiply::sgemm(
                    tokens,
                    tokens,
                    HEAD,
                    1.0,
                    scores.as_ptr(),
                    tokens as isize,
                    1,
                    v[at..].as_ptr(),
                    DIMENSIONS as isize,
                    1,
                    0.0,
                    context[at..].as_mut_ptr(),
                    DIMENSIONS as isize,
                    1,
                );
            }
        }
        let attended = self.attention_out.apply(&context, tokens);
        x.iter_mut().zip(&attended).for_each(|(x, a)| *x += a);
        self.attention_norm.apply(x);
        let mut inner = self.inner.apply(x, tokens);
        inner.iter_mut().for_each(|v| *v = gelu(*v));
        let out = self.out.apply(&inner, tokens);
        x.iter_mut().zip(&out).for_each(|(x, o)| *x += o);
        self.out_norm.apply(x);
    }
}

impl Linear {
    fn apply(&self, x: &[f32], rows: usize) -> Vec<f32> {
        let (outputs, inputs) = (self.bias.len(), self.weight.len() / self.bias.len());
        assert_eq!(x.len(), rows * inputs);
        let mut y: Vec<f32> = self.bias.iter().copied().cycle().take(rows * outputs).collect();
        if rows < PACKING_PAYS_FROM {
            products(x, &self.weight, inputs, &mut y);
            return y;
        }
        // SAFETY: x is rows×inputs, the weight outputs×inputs read transposed,
        // y rows×outputs, all row-major: the strides stay within each.
        unsafe {
            matrixmultiply::sgemm(
                rows,
                inputs,
                outputs,
                1.0,
                x.as_ptr(),
                inputs as isize,
                1,
                self.weight.as_ptr(),
                1,
                inputs as isize,
                1.0,
                y.as_mut_ptr(),
                outputs as isize,
                1,
            );
        }
        y
    }
}

/// A general matrix product first repacks the whole weight matrix, which
/// for a short text takes most of the time; below this many tokens, each
/// output is instead a dot product of two rows already in memory order.
const PACKING_PAYS_FROM: usize = 48;

/// y += x·Wᵀ, one weight row (one output) at a time: the row stays in the
/// fastest cache while every row of x meets it.
fn products(x: &[f32], weight: &[f32], inputs: usize, y: &mut [f32]) {
    #[cfg(target_arch = "x86_64")]
    if std::arch::is_x86_feature_detected!("avx2") && std::arch::is_x86_feature_detected!("fma") {
        // SAFETY: this processor has just been found to have AVX2 and FMA.
        return unsafe { products_fma(x, weight, inputs, y) };
    }
    products_with(x, weight, inputs, y, |a, b| a.iter().zip(b).map(|(a, b)| a * b).sum())
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,fma")]
fn products_fma(x: &[f32], weight: &[f32], inputs: usize, y: &mut [f32]) {
    products_with(x, weight, inputs, y, |a, b| {
        // Sixteen running sums, which the compiler keeps in two registers.
        let mut sums = [0f32; 16];
        for (a, b) in a.chunks_exact(16).zip(b.chunks_exact(16)) {
            for i in 0..16 {
                sums[i] = a[i].mul_add(b[i], sums[i]);
            }
        }
        sums.iter().sum()
    })
}

#[inline(always)]
fn products_with(x: &[f32], weight: &[f32], inputs: usize, y: &mut [f32], dot: impl Fn(&[f32], &[f32]) -> f32) {
    let outputs = weight.len() / inputs;
    for (o, w) in weight.chunks_exact(inputs).enumerate() {
        for (r, x) in x.chunks_exact(inputs).enumerate() {
            y[r * outputs + o] += dot(x, w);
        }
    }
}

impl Norm {
    /// Layer normalization of each row of `x`, in place.
    fn apply(&self, x: &mut [f32]) {
        for row in x.chunks_exact_mut(DIMENSIONS) {
            let mean = row.iter().sum::<f32>() / DIMENSIONS as f32;
            let variance = row.iter().map(|v| (v - mean).powi(2)).sum::<f32>() / DIMENSIONS as f32;
            let inverse = 1.0 / (variance + NORM_EPSILON).sqrt();
            for ((v, w), b) in row.iter_mut().zip(&self.weight).zip(&self.bias) {
                *v = (*v - mean) * inverse * w + b;
            }
        }
    }
}

fn softmax(row: &mut [f32]) {
    let largest = row.iter().copied().fold(f32::NEG_INFINITY, f32::max);
    row.iter_mut().for_each(|v| *v = (*v - largest).exp());
    let sum: f32 = row.iter().sum();
    row.iter_mut().for_each(|v| *v /= sum);
}

/// BERT's GELU, with the error function (not the tanh approximation).
fn gelu(x: f32) -> f32 {
    0.5 * x * (1.0 + libm::erff(x / std::f32::consts::SQRT_2))
}

#[cfg(test)]
mod tests {
    use sha2::{Digest, Sha256};

    use super::*;

    /// (Every file is checked against SHA256SUMS by the scorer's tests.)
    #[test]
    fn the_built_in_weights_are_the_shipped_file() {
        let sums = include_str!("../assets/SHA256SUMS");
        let (digest, file) = sums.lines().next().unwrap().split_once("  ").unwrap();
        assert_eq!(file, "encoder.safetensors");
        assert_eq!(hex::encode(Sha256::digest(WEIGHTS)), digest);
        assert_eq!(model(), &digest[..16]);
    }

    /// The similarities the model's card gives for these pairs (computed
    /// there with the original float32 weights).
    #[test]
    fn similarities_match_the_model_cards() {
        let encoder = Encoder::shipped();
        for (a, b, expected) in [
            ("The new movie is awesome", "The new movie is so great", 0.8939),
            ("The cat sits outside", "The cat plays in the garden", 0.6788),
            ("I love pasta", "Do you like pizza?", 0.5096),
            ("The weather is lovely today.", "It's so sunny outside!", 0.6660),
            ("The weather is lovely today.", "He drove to the stadium.", 0.1046),
        ] {
            let cosine = encoder.encode(a).unwrap().cosine(&encoder.encode(b).unwrap());
            assert!((cosine - expected).abs() < 0.005, "{a} / {b}: {cosine}, the card says {expected}");
        }
    }

    #[test]
    fn stored_vectors_read_back_as_written() {
        let encoder = Encoder::shipped();
        let vectors = vec![encoder.encode("late invoices").unwrap(), encoder.encode("a cat on a mat").unwrap()];
        let file = write_vectors("v", &vectors).unwrap();
        assert_eq!(read_vectors("v", &file).unwrap(), vectors);
        assert!(read_vectors("other", &file).is_err());
    }

    #[test]
    fn the_same_text_gives_the_same_vector_and_no_words_none() {
        let encoder = Encoder::shipped();
        let text = "Our clients pay their invoices two months late";
        assert_eq!(encoder.encode(text), encoder.encode(text));
        assert!(encoder.encode("").is_none());
        assert!(encoder.encode("   ").is_none());
        let long = "word ".repeat(1000);
        assert!(encoder.encode(&long).is_some(), "a long text is cut at 128 tokens, not refused");
    }
}
