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
//! The forward pass is BERT's, written out, one text at a time (so there is
//! no padding or mask). The dense layers, most of the work, multiply the
//! int8 weights with each token's values as seven-bit bytes (a scale and a
//! zero per row) and sum the products as integers: exact, so every
//! processor gives the same vector, and with AVX-512 VNNI sixty-four
//! products an instruction. The rest runs 16 values wide where AVX-512 is
//! found (8 with AVX2), in the same order as elsewhere; the attention's
//! small products are float32, each step a fused multiply-add, so the whole
//! pass is the same on every processor.
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::OnceLock;
use std::time::{Duration, Instant};

use anyhow::{ensure, Context as _};
use safetensors::{Dtype, SafeTensors};

const WEIGHTS: &[u8] = include_bytes!("../assets/encoder.safetensors");
const TOKENIZER: &[u8] = include_bytes!("../assets/tokenizer.json");
pub const DIMENSIONS: usize = 384;
const HEADS: usize = 12;
const HEAD: usize = DIMENSIONS / HEADS;
const INNER: usize = 1536;
const VOCABULARY: usize = 30_522;
const POSITIONS: usize = 512;
const NORM_EPSILON: f32 = 1e-12;

/// A text's vector in context: unit length, so the dot product of two is
/// their cosine. (The multilingual encoder's have 512 values.)
#[derive(Debug, Clone, PartialEq)]
pub struct Vector<const N: usize = DIMENSIONS>(Box<[f32; N]>);

impl<const N: usize> Vector<N> {
    /// Values of unit length, as an encoder made them.
    pub fn new(values: Box<[f32; N]>) -> Vector<N> {
        Vector(values)
    }

    pub fn values(&self) -> &[f32; N] {
        &self.0
    }

    /// Summed in sixteen lanes, then across them: one running sum would be
    /// a chain of 384 dependent additions, which the compiler may not
    /// reorder into vector ones; this order is as fixed, and vectorizes:
    /// two AVX registers where the processor has them, the same sum.
    pub fn cosine(&self, other: &Vector<N>) -> f32 {
        #[cfg(target_arch = "x86_64")]
        if std::arch::is_x86_feature_detected!("avx2") {
            // SAFETY: this processor has just been found to have it.
            return unsafe { self.cosine_avx2(other) };
        }
        self.cosine_plain(other)
    }

    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "avx2")]
    fn cosine_avx2(&self, other: &Vector<N>) -> f32 {
        self.cosine_plain(other)
    }

    #[inline(always)]
    fn cosine_plain(&self, other: &Vector<N>) -> f32 {
        let mut lanes = [0f32; 16];
        for (a, b) in self.0.chunks_exact(16).zip(other.0.chunks_exact(16)) {
            lanes.iter_mut().zip(a).zip(b).for_each(|((lane, a), b)| *lane += a * b);
        }
        lanes.iter().sum()
    }
}

/// Vectors stored as one float32 tensor, `name`, of a row per vector (the
/// scorer ships its background sentences' so).
pub fn write_vectors<const N: usize>(name: &str, vectors: &[Vector<N>]) -> anyhow::Result<Vec<u8>> {
    let bytes: Vec<u8> = vectors.iter().flat_map(|v| v.0.iter().flat_map(|x| x.to_le_bytes())).collect();
    let view = safetensors::tensor::TensorView::new(Dtype::F32, vec![vectors.len(), N], &bytes)?;
    Ok(safetensors::serialize([(name, view)], None)?)
}

/// The vectors `write_vectors` stored; an error unless each is of unit length.
pub fn read_vectors<const N: usize>(name: &str, file: &[u8]) -> anyhow::Result<Vec<Vector<N>>> {
    let w = Weights(SafeTensors::deserialize(file).context("stored vectors")?);
    let rows =
        w.0.tensor(name).with_context(|| format!("stored vectors {name}"))?.shape().first().copied().unwrap_or(0);
    let values = w.floats(name, rows * N)?;
    values
        .chunks_exact(N)
        .map(|row| {
            let norm = row.iter().map(|v| v * v).sum::<f32>().sqrt();
            ensure!((norm - 1.0).abs() < 1e-3, "a stored vector of {name} is not of unit length");
            Ok(Vector(Box::new(row.try_into()?)))
        })
        .collect()
}

/// Which encoder made a vector: the first 16 hex digits of its weights'
/// SHA-256 (from SHA256SUMS) and the version of its arithmetic, so that
/// vectors kept by one build are not read by another that encodes
/// otherwise.
pub fn model() -> &'static str {
    static MODEL: OnceLock<String> = OnceLock::new();
    MODEL.get_or_init(|| mark(include_str!("../assets/SHA256SUMS"), "encoder.safetensors", ARITHMETIC))
}

/// An encoder's `model()`: its weights' file's digest, as `sums` (a
/// SHA256SUMS file) gives it, and its arithmetic's version.
pub fn mark(sums: &str, weights: &str, arithmetic: u32) -> String {
    let digest = sums.lines().find(|l| l.strip_suffix(weights).is_some_and(|l| l.ends_with("  ")));
    format!("{}-{arithmetic}", digest.map_or("unknown", |l| &l[..16]))
}

/// Raised whenever a change to the forward pass changes the vectors
/// (2: values as bytes; 3: as seven bits).
const ARITHMETIC: u32 = 3;

/// How much the encoder has done in this process (the scoring benchmark
/// reports its share): the texts it read, the time it took, and the
/// integer multiply-adds of its dense layers, most of that time.
#[derive(Debug, Clone, Copy, Default)]
pub struct Work {
    pub texts: u64,
    pub time: Duration,
    pub multiply_adds: u64,
}

pub fn work() -> Work {
    Work {
        texts: COUNTERS.texts.load(Ordering::Relaxed),
        time: Duration::from_nanos(COUNTERS.nanos.load(Ordering::Relaxed)),
        multiply_adds: COUNTERS.multiply_adds.load(Ordering::Relaxed),
    }
}

struct Counters {
    texts: AtomicU64,
    nanos: AtomicU64,
    multiply_adds: AtomicU64,
}

static COUNTERS: Counters =
    Counters { texts: AtomicU64::new(0), nanos: AtomicU64::new(0), multiply_adds: AtomicU64::new(0) };

/// A layer's dense multiply-adds for each token: query, key, value and the
/// attention's output (384 × 384 each), then the inner layer and back
/// (384 × 1,536 each).
const MULTIPLY_ADDS_PER_TOKEN: u64 = (4 * DIMENSIONS * DIMENSIONS + 2 * DIMENSIONS * INNER) as u64;

/// The most integer multiply-adds a second that this processor's
/// instruction for them (the one `products` uses) can do on one core, in a
/// loop of nothing else: what the dense layers would reach if nothing else
/// held them up. None where the portable loop is used.
pub fn peak_multiply_adds_per_second() -> Option<f64> {
    #[cfg(target_arch = "x86_64")]
    if std::arch::is_x86_feature_detected!("avx512bw") && std::arch::is_x86_feature_detected!("avx512vnni") {
        // SAFETY: this processor has just been found to have both.
        return Some(unsafe { vnni::peak() });
    }
    #[cfg(target_arch = "x86_64")]
    if std::arch::is_x86_feature_detected!("avx2") {
        // SAFETY: likewise.
        return Some(unsafe { avx2::peak() });
    }
    None
}

/// How many times a step of the peak's loop repeats its sums between
/// stores (a store would hold them up).
#[cfg(target_arch = "x86_64")]
const ROUNDS: u64 = 64;

/// Runs `step` (which does `per_step` multiply-adds) until a fifth of a
/// second has passed; the multiply-adds a second.
#[cfg(target_arch = "x86_64")]
fn rate(per_step: u64, mut step: impl FnMut()) -> f64 {
    let started = Instant::now();
    let mut steps = 0u64;
    while started.elapsed() < Duration::from_millis(200) {
        (0..10_000).for_each(|_| step());
        steps += 10_000;
    }
    (steps * per_step) as f64 / started.elapsed().as_secs_f64()
}

pub struct Encoder {
    tokenizer: tokenizers::Tokenizer,
    /// Word pieces stay int8, as every weight matrix does: 12 MB rather
    /// than 47.
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

/// y = x·Wᵀ + b.
struct Linear {
    weight: Packed,
    bias: Vec<f32>,
}

/// A weight matrix (int8, a scale per output) laid out for `vpdpbusd`: for
/// each 16 outputs and each 4 inputs, the 16 outputs' 4 weights side by side
/// (64 bytes). One load gives 16 outputs' next 4 weights, and 4 bytes of x,
/// repeated 16 times, multiply them all at once: no sums across lanes.
struct Packed {
    values: Vec<i8>,
    scales: Vec<f32>,
    /// Each output's weights summed, to take x's zero off (`Bytes`).
    sums: Vec<i32>,
    inputs: usize,
}

impl Packed {
    /// One row of `rows` per output, `inputs` long.
    fn of(rows: Rows, inputs: usize) -> Packed {
        let outputs = rows.scales.len();
        assert!(outputs.is_multiple_of(16) && inputs.is_multiple_of(4));
        let mut values = vec![0i8; outputs * inputs];
        for (o, row) in rows.values.chunks_exact(inputs).enumerate() {
            for (k, &w) in row.iter().enumerate() {
                values[Packed::index(inputs, o, k)] = w;
            }
        }
        let sums = rows.values.chunks_exact(inputs).map(|row| row.iter().map(|&w| i32::from(w)).sum()).collect();
        Packed { values, scales: rows.scales, sums, inputs }
    }

    fn index(inputs: usize, o: usize, k: usize) -> usize {
        ((o / 16) * (inputs / 4) + k / 4) * 64 + (o % 16) * 4 + k % 4
    }

    fn outputs(&self) -> usize {
        self.scales.len()
    }
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
            weight: Packed::of(self.rows(&format!("{name}.weight"), outputs, inputs)?, inputs),
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
    /// 35 MB of memory).
    pub fn shipped() -> &'static Encoder {
        static SHIPPED: OnceLock<Encoder> = OnceLock::new();
        SHIPPED.get_or_init(|| Encoder::load(WEIGHTS, TOKENIZER).expect("the shipped encoder loads"))
    }

    /// An encoder of other weights in the shipped format (a fine-tune of
    /// it), with the shipped tokenizer: to read texts as such an encoder
    /// would, never to serve.
    pub fn of_weights(weights: &[u8]) -> anyhow::Result<Encoder> {
        Encoder::load(weights, TOKENIZER)
    }

    fn load(weights: &[u8], tokenizer: &[u8]) -> anyhow::Result<Encoder> {
        let tokenizer = tokenizers::Tokenizer::from_bytes(tokenizer).map_err(|e| anyhow::anyhow!("{e}"))?;
        let w = Weights(SafeTensors::deserialize(weights).context("the encoder's weights")?);
        // As many layers as the weights have: a distilled encoder has fewer.
        let count = (0..).take_while(|i| w.0.tensor(&format!("encoder.layer.{i}.output.dense.weight")).is_ok()).count();
        ensure!(count > 0, "the encoder's weights have no layers");
        let layers = (0..count)
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
        let encoding = self.tokenizer.encode(text, true).ok()?;
        let ids = encoding.get_ids();
        let vector = self.forward_fastest(ids);
        COUNTERS.texts.fetch_add(1, Ordering::Relaxed);
        COUNTERS.nanos.fetch_add(started.elapsed().as_nanos() as u64, Ordering::Relaxed);
        if vector.is_some() {
            let multiply_adds = ids.len() as u64 * self.layers.len() as u64 * MULTIPLY_ADDS_PER_TOKEN;
            COUNTERS.multiply_adds.fetch_add(multiply_adds, Ordering::Relaxed);
        }
        vector
    }

    /// The forward pass for these word pieces, as wide as the processor
    /// allows.
    fn forward_fastest(&self, ids: &[u32]) -> Option<Vector> {
        // [CLS] and [SEP] alone: nothing to mean.
        if ids.len() <= 2 {
            return None;
        }
        #[cfg(target_arch = "x86_64")]
        if std::arch::is_x86_feature_detected!("avx512f") && std::arch::is_x86_feature_detected!("fma") {
            // SAFETY: this processor has just been found to have both.
            return unsafe { self.forward_avx512(ids) };
        }
        #[cfg(target_arch = "x86_64")]
        if std::arch::is_x86_feature_detected!("avx2") && std::arch::is_x86_feature_detected!("fma") {
            // SAFETY: likewise.
            return unsafe { self.forward_avx2(ids) };
        }
        self.forward(ids)
    }

    /// `forward` with everything it inlines 16 values wide, and the fused
    /// multiply-adds one instruction each. The operations are the same, in
    /// the same order, so is every result.
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "avx512f,fma")]
    fn forward_avx512(&self, ids: &[u32]) -> Option<Vector> {
        self.forward(ids)
    }

    /// The same for a processor without AVX-512: eight values wide.
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "avx2,fma")]
    fn forward_avx2(&self, ids: &[u32]) -> Option<Vector> {
        self.forward(ids)
    }

    #[inline(always)]
    fn forward(&self, ids: &[u32]) -> Option<Vector> {
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

    #[inline(always)]
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
    #[inline(always)]
    fn apply(&self, x: &mut [f32], tokens: usize) {
        // One copy of x as bytes serves the query, key and value layers.
        let bytes = Bytes::of(x, DIMENSIONS);
        let (q, k, v) = (self.query.apply(&bytes), self.key.apply(&bytes), self.value.apply(&bytes));
        let context = attention(&q, &k, &v, tokens);
        let attended = self.attention_out.apply(&Bytes::of(&context, DIMENSIONS));
        x.iter_mut().zip(&attended).for_each(|(x, a)| *x += a);
        self.attention_norm.apply(x);
        let mut inner = self.inner.apply(&Bytes::of(x, DIMENSIONS));
        gelu_all(&mut inner);
        let out = self.out.apply(&Bytes::of(&inner, INNER));
        x.iter_mut().zip(&out).for_each(|(x, o)| *x += o);
        self.out_norm.apply(x);
    }
}

/// Each head's attention: softmax(q·kᵀ / √HEAD)·v over its 32 columns.
/// Every sum runs over its terms in order, each step one fused
/// multiply-add, and the scale comes after the sum: the arithmetic of a
/// float32 matrix product with FMA, so every processor gives the same
/// values to the bit. Four rows at a time, so that the sums' chains of
/// additions run side by side; past the last row, a block repeats it and
/// its sums are dropped.
#[inline(always)]
fn attention(q: &[f32], k: &[f32], v: &[f32], tokens: usize) -> Vec<f32> {
    const ROWS: usize = 4;
    const LANES: usize = 16;
    let scale = 1.0 / (HEAD as f32).sqrt();
    // One head's keys, a row per column of the head and padded to whole
    // blocks of lanes, so that a row of scores is a block at a time.
    let width = tokens.div_ceil(LANES) * LANES;
    let mut keys = vec![0f32; HEAD * width];
    let mut scores = vec![0f32; tokens * width];
    let mut context = vec![0f32; tokens * DIMENSIONS];
    for at in (0..DIMENSIONS).step_by(HEAD) {
        for (t, key) in k.chunks_exact(DIMENSIONS).enumerate() {
            for (d, &value) in key[at..at + HEAD].iter().enumerate() {
                keys[d * width + t] = value;
            }
        }
        for first in (0..tokens).step_by(ROWS) {
            let rows = ROWS.min(tokens - first);
            let query = |r: usize, d: usize| q[(first + r.min(rows - 1)) * DIMENSIONS + at + d];
            for block in (0..width).step_by(LANES) {
                let mut sums = [[0f32; LANES]; ROWS];
                for (d, keys) in keys.chunks_exact(width).enumerate() {
                    let keys = &keys[block..block + LANES];
                    for (r, sums) in sums.iter_mut().enumerate() {
                        let q = query(r, d);
                        sums.iter_mut().zip(keys).for_each(|(s, &k)| *s = q.mul_add(k, *s));
                    }
                }
                for (r, sums) in sums.iter().enumerate().take(rows) {
                    let row = &mut scores[(first + r) * width + block..][..LANES];
                    row.iter_mut().zip(sums).for_each(|(s, &sum)| *s = scale * sum);
                }
            }
        }
        for row in scores.chunks_exact_mut(width) {
            softmax(&mut row[..tokens]);
        }
        for first in (0..tokens).step_by(ROWS) {
            let rows = ROWS.min(tokens - first);
            let mut sums = [[0f32; HEAD]; ROWS];
            for (j, value) in v.chunks_exact(DIMENSIONS).enumerate() {
                let value = &value[at..at + HEAD];
                for (r, sums) in sums.iter_mut().enumerate() {
                    let p = scores[(first + r.min(rows - 1)) * width + j];
                    sums.iter_mut().zip(value).for_each(|(s, &v)| *s = p.mul_add(v, *s));
                }
            }
            for (r, sums) in sums.iter().enumerate().take(rows) {
                context[(first + r) * DIMENSIONS + at..][..HEAD].copy_from_slice(sums);
            }
        }
    }
    context
}

impl Linear {
    #[inline(always)]
    fn apply(&self, x: &Bytes) -> Vec<f32> {
        assert_eq!(x.inputs, self.weight.inputs);
        let rows = x.values.len() / x.inputs;
        let mut y = Vec::with_capacity(rows * self.bias.len());
        (0..rows).for_each(|_| y.extend_from_slice(&self.bias));
        products(x, &self.weight, &mut y);
        y
    }
}

/// Rows of x as bytes: x ≈ scale × (value − zero), each row with its own
/// scale and zero, so that the row's whole range, from its least value (or
/// 0) to its largest (or 0), gets all of `STEPS`. The values after GELU,
/// nearly all above −0.17, get twice the steps a sign would leave them.
struct Bytes {
    values: Vec<u8>,
    scales: Vec<f32>,
    zeros: Vec<i32>,
    inputs: usize,
}

impl Bytes {
    #[inline(always)]
    fn of(x: &[f32], inputs: usize) -> Bytes {
        let mut bytes = Bytes { values: Vec::with_capacity(x.len()), scales: vec![], zeros: vec![], inputs };
        for row in x.chunks_exact(inputs) {
            let (least, largest) = (least(row).min(0.0), largest(row).max(0.0));
            let scale = if largest > least { (largest - least) / f32::from(STEPS) } else { 1.0 };
            let inverse = 1.0 / scale;
            let zero = nearest_integer(-least * inverse).clamp(0, STEPS);
            let shift = f32::from(zero);
            bytes.values.extend(row.iter().map(|v| nearest_integer(v * inverse + shift).clamp(0, STEPS) as u8));
            bytes.scales.push(scale);
            bytes.zeros.push(i32::from(zero));
        }
        bytes
    }

    /// Row r's product with a weight row, from the sum of its values'
    /// products: the zero taken off, then both scales.
    #[inline(always)]
    fn scaled(&self, r: usize, sum: i32, weight_sum: i32, weight_scale: f32) -> f32 {
        (sum - self.zeros[r] * weight_sum) as f32 * self.scales[r] * weight_scale
    }
}

/// A value as a byte is 0 to 127, seven bits: AVX2's `vpmaddubsw` sums
/// two products of a value and a weight (−128 to 127) in 16 bits, which
/// 2 × 127 × 128 cannot overflow, but 2 × 255 × 128 could. Seven bits
/// move the cosine of two texts by 0.006 on average from eight.
const STEPS: i16 = 127;

/// 1.5 × 2²³: added to a float of magnitude under 2²², it leaves no bits
/// for a fraction, so the sum is the float rounded to the nearest integer
/// (ties to even), and its lowest bits hold that integer. `round` and `as`
/// would each cost a call or a branch per value, and keep a loop from
/// vectorizing.
const ROUNDER: f32 = 12_582_912.0;

/// v (within ±32,767) rounded to the nearest integer (`ROUNDER`).
#[inline(always)]
fn nearest_integer(v: f32) -> i16 {
    (v + ROUNDER).to_bits().wrapping_sub(ROUNDER.to_bits()) as i16
}

/// y += x·Wᵀ. Each row's sum of products is an integer,
/// Σ (value − zero) × w = Σ value × w − zero × Σ w, exact (at most
/// 1,536 × 127 × 128, well within an i32), so the fast paths and the
/// portable one give the same vector to the bit.
fn products(x: &Bytes, weight: &Packed, y: &mut [f32]) {
    #[cfg(target_arch = "x86_64")]
    if std::arch::is_x86_feature_detected!("avx512bw") && std::arch::is_x86_feature_detected!("avx512vnni") {
        // SAFETY: this processor has just been found to have both.
        return unsafe { vnni::products(x, weight, y) };
    }
    #[cfg(target_arch = "x86_64")]
    if std::arch::is_x86_feature_detected!("avx2") {
        // SAFETY: likewise.
        return unsafe { avx2::products(x, weight, y) };
    }
    portable_products(x, weight, y)
}

/// In the packed order (`Packed::index`): per group of 16 outputs, per
/// four inputs, each output's four weights, so that the loop reads W
/// straight through.
fn portable_products(x: &Bytes, weight: &Packed, y: &mut [f32]) {
    let (inputs, outputs) = (x.inputs, weight.outputs());
    for (r, row) in x.values.chunks_exact(inputs).enumerate() {
        for (g, group) in weight.values.chunks_exact(inputs * 16).enumerate() {
            let mut sums = [0i32; 16];
            for (step, four) in group.chunks_exact(64).zip(row.chunks_exact(4)) {
                for (sum, weights) in sums.iter_mut().zip(step.chunks_exact(4)) {
                    *sum += weights.iter().zip(four).map(|(&w, &a)| i32::from(a) * i32::from(w)).sum::<i32>();
                }
            }
            for (j, &sum) in sums.iter().enumerate() {
                let o = g * 16 + j;
                y[r * outputs + o] += x.scaled(r, sum, weight.sums[o], weight.scales[o]);
            }
        }
    }
}

#[cfg(target_arch = "x86_64")]
mod vnni {
    use std::arch::x86_64::*;

    use super::{Bytes, Packed, ROUNDS};

    /// Sixty-four products per instruction (`vpdpbusd`: unsigned bytes of
    /// x by signed bytes of W), six rows of x by 64 outputs at a time, so
    /// that each value loaded serves six sums (24 running sums, four
    /// weights and x's four bytes fill 29 of the 32 registers).
    #[target_feature(enable = "avx512f,avx512bw,avx512vnni")]
    pub(super) fn products(x: &Bytes, weight: &Packed, y: &mut [f32]) {
        let (inputs, outputs) = (x.inputs, weight.outputs());
        assert!(
            inputs == weight.inputs
                && x.values.len().is_multiple_of(inputs)
                && outputs.is_multiple_of(64)
                && y.len() == x.values.len() / inputs * outputs
        );
        let rows = x.values.len() / inputs;
        for o in (0..outputs).step_by(64) {
            let mut r = 0;
            while r < rows {
                r += match rows - r {
                    1 => block::<1>(x, weight, r, o, y),
                    2 => block::<2>(x, weight, r, o, y),
                    3 => block::<3>(x, weight, r, o, y),
                    4 => block::<4>(x, weight, r, o, y),
                    5 => block::<5>(x, weight, r, o, y),
                    _ => block::<6>(x, weight, r, o, y),
                };
            }
        }
    }

    /// `super::peak_multiply_adds_per_second` for `vpdpbusd`: twelve sums
    /// side by side, so that none waits on the one before.
    #[target_feature(enable = "avx512f,avx512bw,avx512vnni")]
    pub(super) fn peak() -> f64 {
        let (x, w) = (_mm512_set1_epi32(0x0102_0304), _mm512_set1_epi32(0x0506_0708));
        let mut sums = [_mm512_setzero_si512(); 12];
        super::rate(ROUNDS * 12 * 64, || {
            let mut held = sums;
            for _ in 0..ROUNDS {
                for sum in &mut held {
                    *sum = _mm512_dpbusd_epi32(*sum, x, w);
                }
            }
            // Keeps the compiler from folding the loop away.
            sums = std::hint::black_box(held);
        })
    }

    /// y's rows r.. (R of them), outputs o..o+64; returns R.
    #[inline]
    #[target_feature(enable = "avx512f,avx512bw,avx512vnni")]
    fn block<const R: usize>(x: &Bytes, weight: &Packed, r: usize, o: usize, y: &mut [f32]) -> usize {
        let (inputs, outputs) = (x.inputs, weight.outputs());
        let steps = inputs / 4;
        let xs = &x.values[r * inputs..(r + R) * inputs];
        let ws = &weight.values[o / 16 * steps * 64..(o / 16 + 4) * steps * 64];
        let mut sums = [[_mm512_setzero_si512(); 4]; R];
        for k in 0..steps {
            // SAFETY: k < steps, so each 64-byte load lies within its group
            // of 16 outputs in `ws`, and each 4-byte read within its row of
            // `xs`.
            let w: [__m512i; 4] =
                std::array::from_fn(|g| unsafe { _mm512_loadu_si512(ws.as_ptr().add((g * steps + k) * 64).cast()) });
            for (i, row_sums) in sums.iter_mut().enumerate() {
                let four = unsafe { xs.as_ptr().add(i * inputs + 4 * k).cast::<i32>().read_unaligned() };
                let x4 = _mm512_set1_epi32(four);
                for (sum, w) in row_sums.iter_mut().zip(&w) {
                    *sum = _mm512_dpbusd_epi32(*sum, x4, *w);
                }
            }
        }
        // `Bytes::scaled`, 16 outputs at a time, in the same order of operations.
        for (i, row_sums) in sums.iter().enumerate() {
            let (zero, scale) = (_mm512_set1_epi32(x.zeros[r + i]), _mm512_set1_ps(x.scales[r + i]));
            for (g, &sum) in row_sums.iter().enumerate() {
                let out = o + g * 16;
                let at = (r + i) * outputs + out;
                assert!(out + 16 <= outputs && at + 16 <= y.len());
                // SAFETY: the three 16-value reads lie within `weight.sums`, `weight.scales` (each one per
                // output) and `y`, as just checked.
                unsafe {
                    let weight_sums = _mm512_loadu_si512(weight.sums.as_ptr().add(out).cast());
                    let weight_scales = _mm512_loadu_ps(weight.scales.as_ptr().add(out));
                    let exact = _mm512_sub_epi32(sum, _mm512_mullo_epi32(zero, weight_sums));
                    let value = _mm512_mul_ps(_mm512_mul_ps(_mm512_cvtepi32_ps(exact), scale), weight_scales);
                    let y_at = y.as_mut_ptr().add(at);
                    _mm512_storeu_ps(y_at, _mm512_add_ps(_mm512_loadu_ps(y_at), value));
                }
            }
        }
        R
    }
}

/// For a processor without AVX-512 VNNI (many AMD ones): half as many
/// products per instruction, and one more instruction to widen their sums.
#[cfg(target_arch = "x86_64")]
mod avx2 {
    use std::arch::x86_64::*;

    use super::{Bytes, Packed, ROUNDS};

    /// Thirty-two products per instruction (`vpmaddubsw`: unsigned bytes of
    /// x by signed bytes of W, summed in pairs to 16 bits, exact as the
    /// values are seven bits), then `vpmaddwd` by ones sums each output's
    /// four products to 32 bits; four rows of x by 16 outputs at a time (8
    /// running sums, W's two halves, x's bytes, the ones and a product fill
    /// 13 of the 16 registers).
    #[target_feature(enable = "avx2")]
    pub(super) fn products(x: &Bytes, weight: &Packed, y: &mut [f32]) {
        let (inputs, outputs) = (x.inputs, weight.outputs());
        assert!(
            inputs == weight.inputs
                && x.values.len().is_multiple_of(inputs)
                && y.len() == x.values.len() / inputs * outputs
        );
        let rows = x.values.len() / inputs;
        for o in (0..outputs).step_by(16) {
            let mut r = 0;
            while r < rows {
                r += match rows - r {
                    1 => block::<1>(x, weight, r, o, y),
                    2 => block::<2>(x, weight, r, o, y),
                    3 => block::<3>(x, weight, r, o, y),
                    _ => block::<4>(x, weight, r, o, y),
                };
            }
        }
    }

    /// `super::peak_multiply_adds_per_second` for the three instructions
    /// that make 32 multiply-adds here, twelve sums side by side. Each sum's
    /// bytes are its next x, or the products, the same each round, would be
    /// worked out once.
    #[target_feature(enable = "avx2")]
    pub(super) fn peak() -> f64 {
        let (w, ones) = (_mm256_set1_epi32(0x0506_0708), _mm256_set1_epi16(1));
        let mut sums = [_mm256_set1_epi32(0x0102_0304); 12];
        super::rate(ROUNDS * 12 * 32, || {
            let mut held = sums;
            for _ in 0..ROUNDS {
                for sum in &mut held {
                    *sum = _mm256_add_epi32(*sum, _mm256_madd_epi16(_mm256_maddubs_epi16(*sum, w), ones));
                }
            }
            sums = std::hint::black_box(held);
        })
    }

    /// y's rows r.. (R of them), outputs o..o+16; returns R.
    #[inline]
    #[target_feature(enable = "avx2")]
    fn block<const R: usize>(x: &Bytes, weight: &Packed, r: usize, o: usize, y: &mut [f32]) -> usize {
        let (inputs, outputs) = (x.inputs, weight.outputs());
        let steps = inputs / 4;
        let xs = &x.values[r * inputs..(r + R) * inputs];
        // Per step of four inputs, 64 bytes: the 16 outputs' four weights each.
        let ws = &weight.values[o / 16 * steps * 64..(o / 16 + 1) * steps * 64];
        let ones = _mm256_set1_epi16(1);
        // sums[i][h]: row i, outputs o+8h..o+8h+8.
        let mut sums = [[_mm256_setzero_si256(); 2]; R];
        for k in 0..steps {
            // SAFETY: each 32-byte read lies within step k's 64 bytes of `ws`.
            let w: [__m256i; 2] =
                std::array::from_fn(|h| unsafe { _mm256_loadu_si256(ws.as_ptr().add(k * 64 + h * 32).cast()) });
            for (i, row_sums) in sums.iter_mut().enumerate() {
                // SAFETY: k < steps, so each 4-byte read lies within its row of `xs`.
                let four = unsafe { xs.as_ptr().add(i * inputs + 4 * k).cast::<i32>().read_unaligned() };
                let x4 = _mm256_set1_epi32(four);
                for (sum, w) in row_sums.iter_mut().zip(&w) {
                    *sum = _mm256_add_epi32(*sum, _mm256_madd_epi16(_mm256_maddubs_epi16(x4, *w), ones));
                }
            }
        }
        // `Bytes::scaled`, 8 outputs at a time, in the same order of operations.
        for (i, row_sums) in sums.iter().enumerate() {
            let (zero, scale) = (_mm256_set1_epi32(x.zeros[r + i]), _mm256_set1_ps(x.scales[r + i]));
            for (h, &sum) in row_sums.iter().enumerate() {
                let out = o + h * 8;
                let at = (r + i) * outputs + out;
                assert!(out + 8 <= outputs && at + 8 <= y.len());
                // SAFETY: the three 8-value reads lie within `weight.sums`, `weight.scales` (each one per
                // output) and `y`, as just checked.
                unsafe {
                    let weight_sums = _mm256_loadu_si256(weight.sums.as_ptr().add(out).cast());
                    let weight_scales = _mm256_loadu_ps(weight.scales.as_ptr().add(out));
                    let exact = _mm256_sub_epi32(sum, _mm256_mullo_epi32(zero, weight_sums));
                    let value = _mm256_mul_ps(_mm256_mul_ps(_mm256_cvtepi32_ps(exact), scale), weight_scales);
                    let y_at = y.as_mut_ptr().add(at);
                    _mm256_storeu_ps(y_at, _mm256_add_ps(_mm256_loadu_ps(y_at), value));
                }
            }
        }
        R
    }
}

impl Norm {
    /// Layer normalization of each row of `x`, in place.
    #[inline(always)]
    fn apply(&self, x: &mut [f32]) {
        for row in x.chunks_exact_mut(DIMENSIONS) {
            let mean = sum_of(row, |v| v) / DIMENSIONS as f32;
            let variance = sum_of(row, |v| (v - mean) * (v - mean)) / DIMENSIONS as f32;
            let inverse = 1.0 / (variance + NORM_EPSILON).sqrt();
            for ((v, w), b) in row.iter_mut().zip(&self.weight).zip(&self.bias) {
                *v = (*v - mean) * inverse * w + b;
            }
        }
    }
}

#[inline(always)]
fn softmax(row: &mut [f32]) {
    let largest = largest(row);
    row.iter_mut().for_each(|v| *v = exp(*v - largest));
    let sum = sum_of(row, |v| v);
    row.iter_mut().for_each(|v| *v /= sum);
}

/// The sum of f(v) over `values`, kept in sixteen running sums: a sum in
/// one would be one value at a time, as float sums are not reordered. The
/// order is the code's, the same on every processor.
#[inline(always)]
fn sum_of(values: &[f32], f: impl Fn(f32) -> f32) -> f32 {
    let mut sums = [0f32; 16];
    let chunks = values.chunks_exact(16);
    let rest = chunks.remainder().iter().map(|&v| f(v)).sum::<f32>();
    for chunk in chunks {
        sums.iter_mut().zip(chunk).for_each(|(s, &v)| *s += f(v));
    }
    sums.iter().sum::<f32>() + rest
}

/// The largest of `values` (−∞ for none), likewise sixteen at a time.
#[inline(always)]
fn largest(values: &[f32]) -> f32 {
    extreme(values, f32::NEG_INFINITY, |a, b| if b > a { b } else { a })
}

/// The least of `values` (+∞ for none).
#[inline(always)]
fn least(values: &[f32]) -> f32 {
    extreme(values, f32::INFINITY, |a, b| if b < a { b } else { a })
}

#[inline(always)]
fn extreme(values: &[f32], start: f32, pick: impl Fn(f32, f32) -> f32) -> f32 {
    let mut lanes = [start; 16];
    let chunks = values.chunks_exact(16);
    let rest = chunks.remainder().iter().fold(start, |a, &b| pick(a, b));
    for chunk in chunks {
        lanes.iter_mut().zip(chunk).for_each(|(l, &v)| *l = pick(*l, v));
    }
    lanes.into_iter().fold(rest, pick)
}

#[inline(always)]
fn gelu_all(values: &mut [f32]) {
    values.iter_mut().for_each(|v| *v = gelu(*v));
}

/// BERT's GELU, with the error function (not the tanh approximation).
#[inline(always)]
fn gelu(x: f32) -> f32 {
    0.5 * x * (1.0 + erf(x / std::f32::consts::SQRT_2))
}

/// The error function by Abramowitz and Stegun's formula 7.1.26 (within
/// 1.5e-7): one `exp`, where an exact `erf` costs a fifth of a long text's
/// encoding.
#[inline(always)]
fn erf(x: f32) -> f32 {
    let a = x.abs();
    let t = 1.0 / (1.0 + 0.327_591_1 * a);
    let poly = t * (0.254_829_6 + t * (-0.284_496_7 + t * (1.421_413_8 + t * (-1.453_152 + t * 1.061_405_4))));
    (1.0 - poly * exp(-a * a)).copysign(x)
}

/// e^x within 4e-7 of it (a few f32 steps), in arithmetic alone, so that a
/// loop of it vectorizes (a call to libm's `expf` does not): x = n·ln 2 + r,
/// with |r| ≤ ln 2 / 2, gives e^x = 2ⁿ · e^r, and e^r is a Taylor polynomial.
#[inline(always)]
fn exp(x: f32) -> f32 {
    // Below -87, e^x is under the smallest normal f32: the result is 0 to
    // any precision used here.
    let x = x.clamp(-87.0, 88.0);
    // x / ln 2 rounded to an integer, n, as a float and in bits (`ROUNDER`).
    let shifted = x * std::f32::consts::LOG2_E + ROUNDER;
    let n = shifted - ROUNDER;
    let two_to_the_n = f32::from_bits(shifted.to_bits().wrapping_sub(ROUNDER.to_bits()).wrapping_add(127) << 23);
    // ln 2 in two parts, so that n · LN2_HIGH is exact.
    const LN2_HIGH: f32 = 0.693_145_75;
    const LN2_LOW: f32 = 1.428_606_8e-6;
    let r = x - n * LN2_HIGH - n * LN2_LOW;
    let p = 1.0 + r * (1.0 + r * (0.5 + r * (1.0 / 6.0 + r * (1.0 / 24.0 + r * (1.0 / 120.0 + r * (1.0 / 720.0))))));
    p * two_to_the_n
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
        assert_eq!(model(), format!("{}-{ARITHMETIC}", &digest[..16]));
    }

    /// An encoder of fewer layers (a distilled one) loads with as many as
    /// its weights have; weights with none are refused.
    #[test]
    fn the_encoder_has_as_many_layers_as_its_weights() {
        let shipped = SafeTensors::deserialize(WEIGHTS).unwrap();
        let without = |from: usize| {
            let kept = shipped.tensors().into_iter().filter(|(name, _)| {
                let layer = name.strip_prefix("encoder.layer.").and_then(|rest| rest.split('.').next());
                layer.is_none_or(|i| i.parse::<usize>().unwrap() < from)
            });
            safetensors::serialize(kept, None).unwrap()
        };
        assert_eq!(Encoder::load(&without(3), TOKENIZER).unwrap().layers.len(), 3);
        assert_eq!(Encoder::shipped().layers.len(), 6);
        let error = Encoder::load(&without(0), TOKENIZER).err().unwrap();
        assert_eq!(error.to_string(), "the encoder's weights have no layers");
    }

    /// The similarities the fine-tuned model gives these pairs (the model
    /// card's examples) with float32 weights, as scripts/tune-encoder.py
    /// prints them, within 0.01: int8 weights and values as seven-bit bytes
    /// move them by 0.009 at most. (The untuned model's, on its card,
    /// differ from these by up to 0.045.)
    #[test]
    fn similarities_match_the_float32_model() {
        let encoder = Encoder::shipped();
        for (a, b, expected) in [
            ("The new movie is awesome", "The new movie is so great", 0.8901),
            ("The cat sits outside", "The cat plays in the garden", 0.6596),
            ("I love pasta", "Do you like pizza?", 0.5248),
            ("The weather is lovely today.", "It's so sunny outside!", 0.6372),
            ("The weather is lovely today.", "He drove to the stadium.", 0.1492),
        ] {
            let cosine = encoder.encode(a).unwrap().cosine(&encoder.encode(b).unwrap());
            assert!((cosine - expected).abs() < 0.01, "{a} / {b}: {cosine}, the float32 model gives {expected}");
        }
    }

    #[test]
    fn the_exponential_is_within_a_few_float_steps_of_an_exact_one() {
        let worst = (-87_000..=88_000)
            .map(|i| i as f32 / 1000.0)
            .map(|x| ((exp(x) - libm::expf(x)) / libm::expf(x)).abs())
            .fold(0f32, f32::max);
        assert!(worst < 4e-7, "{worst}");
        assert_eq!(exp(-1000.0), exp(-87.0));
    }

    /// The forward pass 16 and 8 values wide gives the plain one's vector
    /// to the bit, for texts of every length (the softmax's rows and the
    /// attention's blocks of rows included): each this processor has.
    #[test]
    #[cfg(target_arch = "x86_64")]
    fn the_wide_forward_passes_equal_the_plain_one_to_the_bit() {
        let fma = std::arch::is_x86_feature_detected!("fma");
        assert!(fma && std::arch::is_x86_feature_detected!("avx2"), "this test expects AVX2 and FMA at least");
        let avx512 = std::arch::is_x86_feature_detected!("avx512f");
        let encoder = Encoder::shipped();
        let text = "We lose two hours a week chasing clients who pay late, and the reminders never go out on time.";
        for words in 1..=text.split(' ').count() {
            let words = text.split(' ').take(words).collect::<Vec<_>>().join(" ");
            let ids = encoder.tokenizer.encode(words.as_str(), true).unwrap().get_ids().to_vec();
            let plain = encoder.forward(&ids).unwrap();
            // SAFETY (both): the processor was just found to have them.
            assert_eq!(unsafe { encoder.forward_avx2(&ids) }.unwrap().values(), plain.values(), "{words}");
            if avx512 {
                assert_eq!(unsafe { encoder.forward_avx512(&ids) }.unwrap().values(), plain.values(), "{words}");
            }
        }
    }

    #[test]
    fn the_error_function_is_within_a_millionth_of_an_exact_one() {
        let worst =
            (-6000..=6000).map(|i| i as f32 / 1000.0).map(|x| (erf(x) - libm::erff(x)).abs()).fold(0f32, f32::max);
        assert!(worst < 1e-6, "{worst}");
    }

    #[test]
    #[cfg(target_arch = "x86_64")]
    fn the_wide_cosine_equals_the_plain_one_to_the_bit() {
        assert!(std::arch::is_x86_feature_detected!("avx2"), "this test expects AVX2 at least");
        let encoder = Encoder::shipped();
        let texts = ["late invoices", "a cat on a mat", "We lose two hours a week chasing clients who pay late."];
        let vectors: Vec<Vector> = texts.iter().map(|t| encoder.encode(t).unwrap()).collect();
        for a in &vectors {
            for b in &vectors {
                // SAFETY: the processor was just found to have it.
                assert_eq!(unsafe { a.cosine_avx2(b) }.to_bits(), a.cosine_plain(b).to_bits());
            }
        }
    }

    #[test]
    fn the_peak_is_measured_where_a_fast_path_runs() {
        #[cfg(target_arch = "x86_64")]
        if std::arch::is_x86_feature_detected!("avx2") {
            let peak = peak_multiply_adds_per_second().expect("a fast path, so a peak");
            // A loop folded away would take no time: no finite rate.
            assert!(peak.is_finite() && peak > 1e9, "{peak} multiply-adds a second");
            return;
        }
        assert_eq!(peak_multiply_adds_per_second(), None);
    }

    /// Any number of rows (the fast paths take six and four at a time),
    /// the widest layer, and every value at its extremes: no sum
    /// overflows, for each fast path this processor has.
    #[test]
    #[cfg(target_arch = "x86_64")]
    fn the_fast_products_equal_the_portable_ones_to_the_bit() {
        let (inputs, outputs) = (INNER, 128);
        let mut seed = 1u32;
        let mut next = move || {
            seed = seed.wrapping_mul(1_664_525).wrapping_add(1_013_904_223);
            (seed >> 8) as i32
        };
        let weight = Rows {
            values: (0..inputs * outputs)
                .map(|i| match i / inputs {
                    0 => 127,
                    1 => -128,
                    _ => (next() % 256 - 128) as i8,
                })
                .collect(),
            scales: (0..outputs).map(|o| 0.01 + o as f32 * 0.003).collect(),
        };
        let weight = Packed::of(weight, inputs);
        type Products = unsafe fn(&Bytes, &Packed, &mut [f32]);
        assert!(std::arch::is_x86_feature_detected!("avx2"), "this test expects AVX2 at least");
        let mut fast: Vec<(&str, Products)> = vec![("AVX2", avx2::products)];
        if std::arch::is_x86_feature_detected!("avx512bw") && std::arch::is_x86_feature_detected!("avx512vnni") {
            fast.push(("AVX-512 VNNI", vnni::products));
        }
        // Blocks of six or four rows, then what is left; two groups of 64 outputs.
        for rows in 1..=13 {
            let x: Vec<f32> = (0..rows * inputs)
                .map(|i| if i < inputs { 3.0 } else { (next() % 2_001 - 1_000) as f32 / 100.0 })
                .collect();
            let x = Bytes::of(&x, inputs);
            let mut portable = vec![0.25; rows * outputs];
            portable_products(&x, &weight, &mut portable);
            // The first row, all 3.0, is all 127 with a zero of 0.
            assert_eq!(portable[0], 0.25 + (127 * 127 * inputs as i32) as f32 * (3.0 / 127.0) * 0.01);
            assert_eq!(portable[1], 0.25 + (127 * -128 * inputs as i32) as f32 * (3.0 / 127.0) * 0.013);
            for (name, products) in &fast {
                let mut y = vec![0.25; rows * outputs];
                // SAFETY: the processor was just found to have what each needs.
                unsafe { products(&x, &weight, &mut y) };
                assert_eq!(y, portable, "{name}, {rows} rows");
            }
        }
    }

    /// A row's bytes give back its values within half a step, its zero
    /// exactly.
    #[test]
    fn bytes_give_back_their_rows() {
        let rows =
            [vec![-0.17, 0.0, 2.5, 11.0], vec![-4.0, -1.0, 0.0, 3.0], vec![0.0; 4], vec![-2.0, -1.0, -0.5, -0.25]];
        for row in rows {
            let bytes = Bytes::of(&row, row.len());
            for (v, &b) in row.iter().zip(&bytes.values) {
                let back = (i32::from(b) - bytes.zeros[0]) as f32 * bytes.scales[0];
                assert!((back - v).abs() <= bytes.scales[0] / 2.0 + 1e-6, "{row:?}: {v} came back as {back}");
                if *v == 0.0 {
                    assert_eq!(back, 0.0);
                }
            }
        }
    }

    #[test]
    fn stored_vectors_read_back_as_written() {
        let encoder = Encoder::shipped();
        let vectors = vec![encoder.encode("late invoices").unwrap(), encoder.encode("a cat on a mat").unwrap()];
        let file = write_vectors("v", &vectors).unwrap();
        assert_eq!(read_vectors("v", &file).unwrap(), vectors);
        assert!(read_vectors::<DIMENSIONS>("other", &file).is_err());
        assert!(read_vectors::<512>("v", &file).is_err(), "vectors of another width");
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
