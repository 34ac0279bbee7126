//! Meaning, not only words: static word embeddings that ship inside the
//! binary (impl/assets/wordllama: WordLlama's 256-dimension "l2_supercat"
//! table, int8, with its tokenizer; see the NOTICE there). A text's vector is
//! the mean of its tokens' rows, normalized, so two texts about the same
//! situation in different words are close. No network, no per-text fee, the
//! same vector for the same text every time. A buyer's post these leave
//! undecided is also read whole by the sentence encoder
//! (`threadwatch_encoder`), against the same situations.
use std::convert::Infallible;
use std::sync::{Arc, OnceLock, RwLock};

use anyhow::Context as _;

use super::intent::{Intent, Signal};
use super::logistic::Values;
use super::{author, lead, sieve};
use crate::domain::RedditItem;
use threadwatch_encoder::{self as encoder, Encoder};
use threadwatch_multilingual as multilingual;

const TABLE: &[u8] = include_bytes!("../../assets/wordllama/embeddings.safetensors");
const TOKENIZER: &[u8] = include_bytes!("../../assets/wordllama/tokenizer.json");
pub const DIMENSIONS: usize = 256;
/// A sentence of fewer words ("Budget matters.") carries one word's meaning,
/// not a situation's, so only the whole text counts it.
const MIN_WORDS: usize = 3;

pub struct Embeddings {
    tokenizer: tokenizers::Tokenizer,
    /// One row of `DIMENSIONS` int8 values per token id.
    table: Vec<i8>,
}

/// A text's meaning: unit length, so the dot product of two is their cosine.
/// Kept as 16-bit values and one scale: integer dot products vectorize
/// (their sums may be reordered), and the rounding is far below what any
/// threshold here tells apart. `N` is the static vectors' `DIMENSIONS`, or
/// the sentence encoder's `IN_CONTEXT` for the same comparisons in context.
#[derive(Debug, Clone, PartialEq)]
pub struct Vector<const N: usize = DIMENSIONS> {
    values: Box<[i16; N]>,
    scale: f32,
}

/// The sentence encoder's vectors have this many values.
const IN_CONTEXT: usize = encoder::DIMENSIONS;

/// A situation's vector in 8 bits: a profile has about eight, one index may
/// hold 100,000 profiles, and every buyer's post is compared with those of
/// all the profiles watching its community (in context too, where a float
/// vector would be four times the memory read for each).
struct Compact<const N: usize = DIMENSIONS> {
    values: [i8; N],
    scale: f32,
}

/// Its values, as the unit vector's floats: the lead sieve reads them.
impl<const N: usize> Values for Vector<N> {
    fn values(&self) -> impl Iterator<Item = f32> + '_ {
        self.values.iter().map(|&v| f32::from(v) * self.scale)
    }
}

impl<const N: usize> Vector<N> {
    fn from_unit(unit: &[f64; N]) -> Vector<N> {
        let largest = unit.iter().fold(0f64, |m, v| m.max(v.abs())).max(f64::MIN_POSITIVE);
        let mut values = Box::new([0i16; N]);
        for (out, &v) in values.iter_mut().zip(unit) {
            *out = (v / largest * f64::from(i16::MAX)).round() as i16;
        }
        Vector { values, scale: (largest / f64::from(i16::MAX)) as f32 }
    }

    pub fn cosine(&self, other: &Vector<N>) -> f32 {
        let dot: i64 = self.values.iter().zip(other.values.iter()).map(|(&a, &b)| i64::from(a) * i64::from(b)).sum();
        dot as f32 * self.scale * other.scale
    }

    fn compact(&self) -> Compact<N> {
        let largest = self.values.iter().map(|v| v.unsigned_abs()).max().unwrap_or(0).max(1);
        let mut values = [0i8; N];
        for (out, &v) in values.iter_mut().zip(self.values.iter()) {
            *out = (f32::from(v) / f32::from(largest) * f32::from(i8::MAX)).round() as i8;
        }
        Compact { values, scale: self.scale * f32::from(largest) / f32::from(i8::MAX) }
    }
}

impl Vector<IN_CONTEXT> {
    fn of_encoder(vector: &encoder::Vector) -> Self {
        Vector::from_unit(&vector.values().map(f64::from))
    }
}

impl<const N: usize> Compact<N> {
    fn cosine(&self, text: &Vector<N>) -> f32 {
        dot(&self.values, &text.values) as f32 * self.scale * text.scale
    }
}

/// Most of the scoring time at scale: with AVX2 (checked once, at run time,
/// as the binary is built for any x86-64) sixteen products at a time.
fn dot<const N: usize>(a: &[i8; N], b: &[i16; N]) -> i32 {
    #[cfg(target_arch = "x86_64")]
    if std::arch::is_x86_feature_detected!("avx2") {
        // SAFETY: this processor has just been found to have AVX2.
        return unsafe { dot_avx2(a, b) };
    }
    dot_any(a, b)
}

/// Written out, as the compiler's own vectorizing of `dot_any` took eight
/// values at a time: sixteen bytes of `a` widened to 16 bits, then
/// `vpmaddwd` sums each pair of products in 32 bits. Integer sums are exact
/// in any order, so the result is `dot_any`'s.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2")]
fn dot_avx2<const N: usize>(a: &[i8; N], b: &[i16; N]) -> i32 {
    use std::arch::x86_64::*;
    const { assert!(N.is_multiple_of(16)) };
    let mut sums = _mm256_setzero_si256();
    for (a, b) in a.chunks_exact(16).zip(b.chunks_exact(16)) {
        // SAFETY: each chunk is 16 values: 16 bytes of `a`, 32 of `b`.
        let (a, b) = unsafe { (_mm_loadu_si128(a.as_ptr().cast()), _mm256_loadu_si256(b.as_ptr().cast())) };
        sums = _mm256_add_epi32(sums, _mm256_madd_epi16(_mm256_cvtepi8_epi16(a), b));
    }
    let halves = _mm_add_epi32(_mm256_castsi256_si128(sums), _mm256_extracti128_si256(sums, 1));
    let pairs = _mm_add_epi32(halves, _mm_unpackhi_epi64(halves, halves));
    _mm_cvtsi128_si32(_mm_add_epi32(pairs, _mm_shuffle_epi32(pairs, 1)))
}

#[inline(always)]
fn dot_any<const N: usize>(a: &[i8; N], b: &[i16; N]) -> i32 {
    // At most 127 × 32,767 × 384 in magnitude: an i32 holds it.
    a.iter().zip(b).map(|(&x, &y)| i32::from(x) * i32::from(y)).sum()
}

impl Embeddings {
    /// The table built into the binary, loaded once.
    pub fn shipped() -> &'static Embeddings {
        static SHIPPED: OnceLock<Embeddings> = OnceLock::new();
        SHIPPED.get_or_init(|| Embeddings::load(TABLE, TOKENIZER).expect("the shipped embeddings load"))
    }

    fn load(table: &[u8], tokenizer: &[u8]) -> anyhow::Result<Embeddings> {
        let tokenizer = tokenizers::Tokenizer::from_bytes(tokenizer).map_err(|e| anyhow::anyhow!("{e}"))?;
        let tensors = safetensors::SafeTensors::deserialize(table).context("the embedding table")?;
        let rows = tensors.tensor("embeddings").context("the embedding table")?;
        anyhow::ensure!(
            rows.dtype() == safetensors::Dtype::I8 && rows.shape().get(1) == Some(&DIMENSIONS),
            "the embedding table is not int8 x {DIMENSIONS}"
        );
        let table = rows.data().iter().map(|&b| b as i8).collect();
        Ok(Embeddings { tokenizer, table })
    }

    /// The text's vector; `None` when it has no tokens.
    pub fn embed(&self, text: &str) -> Option<Vector> {
        self.embed_parts(text, false).vectors.pop()
    }

    /// The vectors of a text's sentences of `MIN_WORDS` or more, and last
    /// the whole text's, from one pass of the tokenizer.
    pub fn embed_by_sentence(&self, text: &str) -> Sentences {
        self.embed_parts(text, true)
    }

    fn embed_parts(&self, text: &str, by_sentence: bool) -> Sentences {
        let Ok(encoding) = self.tokenizer.encode(text, false) else { return Sentences::default() };
        let (mut whole, mut sentence) = (Sum::default(), Sum::default());
        let mut vectors = vec![];
        for (&id, &(start, end)) in encoding.get_ids().iter().zip(encoding.get_offsets()) {
            let Some(row) = self.table.get(id as usize * DIMENSIONS..(id as usize + 1) * DIMENSIONS) else { continue };
            let token = text.get(start..end).unwrap_or_default();
            whole.add(row);
            sentence.add(row);
            // A token's text holds the space before it, if any ("▁matters" is " matters").
            let starts_a_word = token.trim_start().starts_with(char::is_alphanumeric)
                && (token.starts_with(char::is_whitespace) || !text[..start].ends_with(char::is_alphanumeric));
            sentence.words += usize::from(starts_a_word);
            whole.words += usize::from(starts_a_word);
            let ends_sentence = by_sentence && token.contains(['.', '!', '?', '\n']);
            if ends_sentence {
                if sentence.words >= MIN_WORDS {
                    vectors.extend(sentence.vector());
                }
                sentence = Sum::default();
            }
        }
        if by_sentence && sentence.words >= MIN_WORDS && sentence.tokens < whole.tokens {
            vectors.extend(sentence.vector());
        }
        vectors.extend(whole.vector());
        Sentences { vectors, pieces_per_word: whole.tokens as f32 / whole.words.max(1) as f32 }
    }
}

/// A text's vectors (`Embeddings::embed_by_sentence`), and how many of the
/// tokenizer's pieces it takes a word: about 1.3 in the background's
/// English sentences, 1.4 to 1.5 in the labeled posts, 2.4 in a text of
/// made-up words.
#[derive(Default)]
pub struct Sentences {
    pub vectors: Vec<Vector>,
    pub pieces_per_word: f32,
}

/// A running sum of token rows.
struct Sum {
    values: [i32; DIMENSIONS],
    tokens: usize,
    words: usize,
}

impl Default for Sum {
    fn default() -> Sum {
        Sum { values: [0; DIMENSIONS], tokens: 0, words: 0 }
    }
}

impl Sum {
    fn add(&mut self, row: &[i8]) {
        for (total, &value) in self.values.iter_mut().zip(row) {
            *total += i32::from(value);
        }
        self.tokens += 1;
    }

    /// The mean, normalized (the mean's scale drops out, so the sum will do).
    fn vector(&self) -> Option<Vector> {
        let norm = self.values.iter().map(|&v| (v as f64).powi(2)).sum::<f64>().sqrt();
        if self.tokens == 0 || norm == 0.0 {
            return None;
        }
        Some(Vector::from_unit(&self.values.map(|v| v as f64 / norm)))
    }
}

/// What a profile is about, as vectors: the situations worth an alert and
/// the problems it solves (from its understanding). What the brief does not
/// want is not among them: these embeddings cannot tell "enterprises with
/// hundreds of sites" from a small site, and on the evaluation sets the
/// posts a profile wants came as near its "Not" items as those it does not.
pub struct Concepts {
    wanted: Vec<Concept>,
}

/// One situation, and how close ordinary text comes to it: some phrases are
/// near everything ("they need a better way"), others near little, so
/// closeness counts from there rather than from zero.
struct Concept {
    shown: String,
    vector: Compact,
    /// Worked out when a buyer's post first needs it, not for every
    /// profile at start.
    ordinary: OnceLock<f32>,
    /// The same, read by the sentence encoder: only when a post the static
    /// vectors leave undecided needs it.
    in_context: OnceLock<Option<Arc<InContext>>>,
    /// And by the multilingual encoder: only when a buyer's post in another
    /// language needs it.
    across_languages: OnceLock<Option<Arc<AcrossLanguages>>>,
}

/// Situations whose encoding is kept (0.4 kB each in context, 2 kB across
/// languages): those of 10,000 profiles.
const KNOWN_SITUATIONS: usize = 100_000;

/// Where the encoders' readings of situations outlive the process (the
/// store, which the server installs): asked before a situation is encoded,
/// and given each new reading, with the encoder's `model()`. A failure
/// there only costs an encoding.
pub trait KeptReadings: Send + Sync {
    fn get(&self, model: &str, text: &str) -> Option<Vec<u8>>;
    fn keep(&self, model: &str, text: &str, reading: &[u8]);
}

static KEPT: RwLock<Option<Arc<dyn KeptReadings>>> = RwLock::new(None);

/// Keeps the encoder's readings in `kept` from now on (the last one given wins).
pub fn keep_readings_in(kept: Arc<dyn KeptReadings>) {
    *KEPT.write().unwrap_or_else(|e| e.into_inner()) = Some(kept);
}

/// An encoder's reading of a situation: kept, or encoded now and kept.
fn read_situation<V: Clone>(text: &str, encoder: Kept<V>) -> Option<V> {
    const NAME: &str = "reading";
    let kept = KEPT.read().unwrap_or_else(|e| e.into_inner()).clone();
    let stored = kept.as_ref().and_then(|k| k.get(encoder.model, text));
    if let Some(vector) = stored.and_then(|bytes| (encoder.read)(NAME, &bytes).ok()?.pop()) {
        return Some(vector);
    }
    let vector = (encoder.encode)(text)?;
    if let (Some(kept), Ok(bytes)) = (kept, (encoder.write)(NAME, std::slice::from_ref(&vector))) {
        kept.keep(encoder.model, text, &bytes);
    }
    Some(vector)
}

/// An encoder, and how its readings are kept.
struct Kept<V: 'static> {
    model: &'static str,
    encode: fn(&str) -> Option<V>,
    read: fn(&str, &[u8]) -> anyhow::Result<Vec<V>>,
    write: fn(&str, &[V]) -> anyhow::Result<Vec<u8>>,
}

impl Kept<encoder::Vector> {
    fn in_context() -> Self {
        Kept {
            model: encoder::model(),
            encode: |text| Encoder::shipped().encode(text),
            read: encoder::read_vectors,
            write: encoder::write_vectors,
        }
    }
}

impl Kept<multilingual::Vector> {
    fn across_languages() -> Self {
        Kept {
            model: multilingual::model(),
            encode: |text| multilingual::Encoder::shipped().encode(text),
            read: multilingual::read_vectors,
            write: multilingual::write_vectors,
        }
    }
}

struct InContext {
    vector: Compact<IN_CONTEXT>,
    ordinary: f32,
    /// How near other trades' buyers come: asked only of a profile's brief,
    /// when a post first needs it.
    among_buyers: OnceLock<AmongBuyers>,
}

/// A concept read by the multilingual encoder, and the cosines that
/// `ACROSS_LANGUAGES_BUYERS` and `A_SITUATION_ACROSS_LANGUAGES` of other
/// trades' buyers, read by it too, stay under.
struct AcrossLanguages {
    vector: multilingual::Vector,
    line: f32,
    line_for_a_situation: f32,
}

/// Chosen on the fifth and sixth training groups' posts in other languages
/// (98%, 99% and 99.5%): this encoder was not tuned to tell one trade's
/// buyers from another's, and a German dog groomer's question about her
/// bookings comes as near a florist's brief as 98% of other trades' buyers.
const ACROSS_LANGUAGES_BUYERS: f64 = 0.99;

/// The same for one of a profile's situations, of which there are several,
/// each a chance for another trade's buyer to come near: chosen on the
/// training groups (at 99%, the same buyers for 1 to 5 more of other
/// products' buyers on each pair of groups, docs/quality-history.md).
const A_SITUATION_ACROSS_LANGUAGES: f64 = 0.995;

/// How close a text comes to a situation: its cosine, and how far that is
/// above what ordinary text reaches.
#[derive(Debug, Clone, Copy)]
pub struct Closeness<'c> {
    pub cosine: f32,
    pub lift: f32,
    pub situation: &'c str,
}

/// Sentences on many topics, written for this purpose (assets/background).
const BACKGROUND: &str = include_str!("../../assets/background/sentences.txt");
/// Ordinary text: the cosine that this share of the background stays under.
const ORDINARY_SHARE: f64 = 0.95;

/// The same sentences read by the sentence encoder, one vector per line
/// (made by examples/encode_background.rs: encoding them takes seconds).
const ENCODED_BACKGROUND: &[u8] = include_bytes!("../../assets/background/encoded.safetensors");

/// Buyers' posts of 27 products of the training groups, read by the encoder
/// (made by examples/encode_background.rs from impl/eval,
/// `lead::other_trades_buyers`): other trades' buyers, for any new profile.
const ENCODED_BUYERS: &[u8] = include_bytes!("../../assets/background/buyers.safetensors");
/// How near other trades' buyers come to a concept, read in context: the
/// cosines that `MOST_BUYERS` and `NEARLY_ALL_BUYERS` of them stay under.
#[derive(Debug, Clone, Copy)]
pub struct AmongBuyers {
    pub most: f32,
    pub nearly_all: f32,
}
const MOST_BUYERS: f64 = 0.80;
const NEARLY_ALL_BUYERS: f64 = 0.98;

fn encoded_buyers() -> &'static [Vector<IN_CONTEXT>] {
    static VECTORS: OnceLock<Vec<Vector<IN_CONTEXT>>> = OnceLock::new();
    VECTORS.get_or_init(|| shipped_in_context("buyers", ENCODED_BUYERS))
}

/// Vectors the encoder made, shipped in the binary, in 16 bits for comparing.
fn shipped_in_context(name: &str, file: &[u8]) -> Vec<Vector<IN_CONTEXT>> {
    let read = encoder::read_vectors(name, file).unwrap_or_else(|e| panic!("the shipped {name} vectors load: {e:#}"));
    read.iter().map(Vector::of_encoder).collect()
}

/// The same buyers' posts read by the multilingual encoder (made by
/// examples/encode_background.rs too).
const BUYERS_ACROSS_LANGUAGES: &[u8] = include_bytes!("../../assets/background/buyers-multilingual.safetensors");

fn buyers_across_languages() -> &'static [multilingual::Vector] {
    static VECTORS: OnceLock<Vec<multilingual::Vector>> = OnceLock::new();
    VECTORS.get_or_init(|| {
        multilingual::read_vectors("buyers", BUYERS_ACROSS_LANGUAGES).expect("the multilingual buyers load")
    })
}

fn encoded_background() -> &'static [Vector<IN_CONTEXT>] {
    static VECTORS: OnceLock<Vec<Vector<IN_CONTEXT>>> = OnceLock::new();
    VECTORS.get_or_init(|| shipped_in_context("background", ENCODED_BACKGROUND))
}

fn background() -> &'static [Vector] {
    static VECTORS: OnceLock<Vec<Vector>> = OnceLock::new();
    VECTORS.get_or_init(|| BACKGROUND.lines().filter_map(|line| Embeddings::shipped().embed(line)).collect())
}

/// The cosine `ORDINARY_SHARE` of the background stays under.
fn ordinary(cosines: Vec<f32>) -> f32 {
    share_under(cosines, ORDINARY_SHARE)
}

/// The cosine that `share` of these stay under.
fn share_under(mut cosines: Vec<f32>, share: f64) -> f32 {
    let at = (cosines.len().saturating_sub(1) as f64 * share) as usize;
    *cosines.select_nth_unstable_by(at, f32::total_cmp).1
}

impl Concept {
    fn new(shown: &str, vector: Vector) -> Concept {
        Concept {
            shown: shown.to_owned(),
            vector: vector.compact(),
            ordinary: OnceLock::new(),
            in_context: OnceLock::new(),
            across_languages: OnceLock::new(),
        }
    }

    fn ordinary(&self) -> f32 {
        *self.ordinary.get_or_init(|| ordinary(background().iter().map(|b| self.vector.cosine(b)).collect()))
    }

    /// Each situation is encoded once per process, whichever profile and
    /// review asks first: the profile index is rebuilt for every review.
    fn in_context(&self) -> Option<&InContext> {
        static KNOWN: Known<InContext> = OnceLock::new();
        let read = || {
            let vector = Vector::of_encoder(&read_situation(&self.shown, Kept::in_context())?).compact();
            let ordinary = ordinary(encoded_background().iter().map(|b| vector.cosine(b)).collect());
            Some(InContext { vector, ordinary, among_buyers: OnceLock::new() })
        };
        self.in_context.get_or_init(|| once_per_process(&KNOWN, &self.shown, read)).as_deref()
    }

    /// The same for the multilingual encoder, with the line among other
    /// trades' buyers.
    fn across_languages(&self) -> Option<&AcrossLanguages> {
        static KNOWN: Known<AcrossLanguages> = OnceLock::new();
        let read = || {
            let vector = read_situation(&self.shown, Kept::across_languages())?;
            let cosines: Vec<f32> = buyers_across_languages().iter().map(|b| vector.cosine(b)).collect();
            let line = share_under(cosines.clone(), ACROSS_LANGUAGES_BUYERS);
            let line_for_a_situation = share_under(cosines, A_SITUATION_ACROSS_LANGUAGES);
            Some(AcrossLanguages { vector, line, line_for_a_situation })
        };
        self.across_languages.get_or_init(|| once_per_process(&KNOWN, &self.shown, read)).as_deref()
    }
}

/// The readings of situations made in this process, by their text.
type Known<T> = OnceLock<quick_cache::sync::Cache<String, Option<Arc<T>>>>;

fn once_per_process<T>(known: &'static Known<T>, text: &str, read: impl FnOnce() -> Option<T>) -> Option<Arc<T>> {
    let known = known.get_or_init(|| quick_cache::sync::Cache::new(KNOWN_SITUATIONS));
    let Ok(reading) = known.get_or_insert_with(text, || Ok::<_, Infallible>(read().map(Arc::new)));
    reading
}

/// A post no cue reads as a buyer's, with nothing against it, that the lead
/// readout gives at least this chance is a buyer's (`Meaning::intent`).
/// Chosen on the training groups (`judge_eval`, buyers / false alerts /
/// other products' buyers). First at 0.8, on the ninth and tenth, whose
/// trades' wordings the cues never learned: 182 / 38 / 131 before, 191 /
/// 38 / 134. Then, with the scorer grown around it, 0.65: +6 / +0 / +2 on
/// the ninth and tenth, and on the seventh and eighth, fifth and sixth and
/// first four +0, +1 and +4 buyers for 1, 1 and 2 false alerts. 0.6 found 3
/// buyers more on the ninth and tenth for 4 more of other products' buyers:
/// with the step to 0.8, more than the 5% a step may take.
const READ_AS_A_LEAD: f32 = 0.65;
/// The lead readout reads only the posts the sieve (`sieve`) gives at least
/// this chance: it needs the sentence encoder, which costs more than the
/// rest of scoring a post. At 0.2 the sieve passes a third of ordinary talk
/// (99 of 321 pairs of the background's sentences no cue reads) and keeps
/// 9 of the 11 buyers the rule finds on the ninth and tenth groups (0.1:
/// 143 pairs, all 11). In the scoring benchmark at 10,000 profiles (5,000
/// posts), posts read in context went 431 → 593 and posts a second 1,664 →
/// 1,374 (0.1: 684 and 1,211).
const WORTH_READING: f32 = 0.2;
/// Nor does it read a text the tokenizer cuts into more than this many
/// pieces a word (`Sentences::pieces_per_word`): words the encoder, which
/// learned English, hardly knows, such as the benchmark's made-up ones (2.4
/// on average; nine in ten of those posts pass the sieve). Of the seventh
/// to tenth groups' 1,200 posts, 17 take more, all but two in German or
/// Spanish, and the rule found the same buyers without this line.
const MOST_PIECES_PER_WORD: f32 = 2.0;

/// A text's meaning, sentence by sentence (and whole), and the buyer's
/// intent it shows, each computed when first asked for and once for all the
/// profiles that weigh it: most texts are turned down on their words alone.
pub struct Meaning<'t> {
    title: &'t str,
    body: &'t str,
    thread: Option<&'t str>,
    vectors: OnceLock<Sentences>,
    /// The encoder's vector, and the same in 16 bits for comparing.
    in_context: OnceLock<Option<(encoder::Vector, Vector<IN_CONTEXT>)>>,
    across_languages: OnceLock<Option<multilingual::Vector>>,
    lead_chance: OnceLock<Option<f32>>,
    owner_chance: OnceLock<Option<f32>>,
    /// Its cosines in context with other trades' briefs, ascending
    /// (`Meaning::nearer_than`): the same for every profile weighing it.
    to_other_briefs: OnceLock<Option<Vec<f32>>>,
    /// Asked once for the post's intent and again by every profile weighing
    /// it (`Meaning::worth_reading`).
    worth_reading: OnceLock<bool>,
    intent: OnceLock<Intent>,
}

impl<'t> Meaning<'t> {
    pub fn of(title: &'t str, body: &'t str) -> Meaning<'t> {
        Meaning {
            title,
            body,
            thread: None,
            vectors: OnceLock::new(),
            in_context: OnceLock::new(),
            across_languages: OnceLock::new(),
            lead_chance: OnceLock::new(),
            owner_chance: OnceLock::new(),
            to_other_briefs: OnceLock::new(),
            worth_reading: OnceLock::new(),
            intent: OnceLock::new(),
        }
    }

    /// A post's meaning; a comment's is read with its thread's title, the
    /// question it answers ("What's the worst part of running your own
    /// shop?": "No shows. Hands down.").
    pub fn of_post(post: &'t RedditItem) -> Meaning<'t> {
        Meaning { thread: post.thread_title.as_deref(), ..Meaning::of(&post.title, &post.body) }
    }

    /// The whole text read by the sentence encoder (its sentences apart
    /// found no more buyers on the tuned sets, at three times the cost). A
    /// post scored for one profile at a time (`Scorer::assess`) is encoded
    /// once for all of them.
    pub fn in_context(&self) -> Option<&encoder::Vector> {
        self.read_in_context().map(|(vector, _)| vector)
    }

    fn read_in_context(&self) -> Option<&(encoder::Vector, Vector<IN_CONTEXT>)> {
        static RECENT: OnceLock<quick_cache::sync::Cache<String, Option<encoder::Vector>>> = OnceLock::new();
        self.in_context
            .get_or_init(|| {
                let text = self.text_in_context();
                let recent = RECENT.get_or_init(|| quick_cache::sync::Cache::new(1_000));
                let encode = || Ok::<_, Infallible>(Encoder::shipped().encode(&text));
                let Ok(vector) = recent.get_or_insert_with(&text, encode);
                vector.map(|v| {
                    let compared = Vector::of_encoder(&v);
                    (v, compared)
                })
            })
            .as_ref()
    }

    /// The text the sentence encoder reads (`in_context`).
    pub fn text_in_context(&self) -> String {
        format!("{}\n{}", self.title, self.body)
    }

    /// The whole text read by the multilingual encoder, a comment's with
    /// its thread's title: asked only of a buyer's post in another language
    /// that nothing else found close.
    pub fn across_languages(&self) -> Option<&multilingual::Vector> {
        let title = self.thread.unwrap_or(self.title);
        self.across_languages
            .get_or_init(|| multilingual::Encoder::shipped().encode(&format!("{title}\n{}", self.body)))
            .as_ref()
    }

    /// The chance that the post is a lead at all, as the lead readout
    /// reads the encoder's vector of it (`lead`): once for all the profiles
    /// the post is about to match.
    pub fn lead_chance(&self) -> Option<f32> {
        *self.lead_chance.get_or_init(|| Some(lead::shipped().chance(self.in_context()?)))
    }

    /// The chance that its author is a trade's owner, as the author readout
    /// reads the encoder's vector of it (`author`): once for all the
    /// profiles the post is about to match.
    pub fn owner_chance(&self) -> Option<f32> {
        *self.owner_chance.get_or_init(|| Some(author::shipped().chance(self.in_context()?)))
    }

    /// How many of `briefs` (always the same set: other trades' briefs) the
    /// text, read in context, comes nearer than `cosine`. The cosines are
    /// worked out once for all the profiles that ask.
    pub fn nearer_than(&self, briefs: &Concepts, cosine: f32) -> Option<usize> {
        let cosines = self.to_other_briefs.get_or_init(|| {
            let mut cosines = briefs.cosines_in_context(self)?;
            cosines.sort_by(f32::total_cmp);
            Some(cosines)
        });
        cosines.as_ref().map(|c| c.len() - c.partition_point(|&x| x <= cosine))
    }

    /// The buyer's intent its words show (`Intent::read`); failing any,
    /// and with nothing against it, a lead as the lead readout reads it
    /// whole (`READ_AS_A_LEAD`), if the sieve lets it be read
    /// (`WORTH_READING`): a buyer telling the trouble in the trade's own
    /// words ("Two clients paid late and payroll is Friday") may use none
    /// of the cues.
    pub fn intent(&self) -> &Intent {
        self.intent.get_or_init(|| {
            let mut intent = Intent::read(self.title, self.body);
            if !intent.is_buyer() && intent.against.is_empty() {
                let lead = self.worth_reading().then(|| self.lead_chance()).flatten().filter(|&c| c >= READ_AS_A_LEAD);
                intent.signals.extend(lead.map(|chance| (Signal::ReadsAsALead, format!("{chance:.2}"))));
            }
            intent
        })
    }

    /// Whether the lead readout may read a post no cue reads as a buyer's:
    /// the sieve passes it (`WORTH_READING`), and its words are ones the
    /// encoder knows (`MOST_PIECES_PER_WORD`).
    pub fn worth_reading(&self) -> bool {
        *self.worth_reading.get_or_init(|| {
            let in_words = self.sentences().pieces_per_word <= MOST_PIECES_PER_WORD;
            in_words && self.whole().is_some_and(|v| sieve::shipped().chance(v) >= WORTH_READING)
        })
    }

    /// The whole text's static vector, a comment's with its thread's title.
    pub fn whole(&self) -> Option<&Vector> {
        self.vectors().last()
    }

    fn vectors(&self) -> &[Vector] {
        &self.sentences().vectors
    }

    fn sentences(&self) -> &Sentences {
        // Only these static vectors take in the thread: read whole by the
        // encoder too, it found five buyers more and lost five.
        let title = self.thread.unwrap_or(self.title);
        self.vectors.get_or_init(|| Embeddings::shipped().embed_by_sentence(&format!("{title}\n{}", self.body)))
    }
}

/// Asks the processor to start loading `value` into its caches, without
/// waiting for it.
pub(super) fn prefetch<T: ?Sized>(value: &T) {
    #[cfg(target_arch = "x86_64")]
    for line in (0..std::mem::size_of_val(value)).step_by(64) {
        let at = (value as *const T).cast::<i8>().wrapping_add(line);
        // SAFETY: a prefetch is a hint: it changes no memory and cannot fault.
        unsafe { std::arch::x86_64::_mm_prefetch(at, std::arch::x86_64::_MM_HINT_T0) };
    }
}

impl Concepts {
    pub fn new(wanted: &[String]) -> Concepts {
        let embeddings = Embeddings::shipped();
        Concepts { wanted: wanted.iter().filter_map(|t| embeddings.embed(t).map(|v| Concept::new(t, v))).collect() }
    }

    /// Starts loading the situations' static vectors.
    pub fn prefetch(&self) {
        prefetch(&self.wanted[..]);
    }

    /// Starts loading the situations' readings in context, those read already.
    pub fn prefetch_in_context(&self) {
        for concept in &self.wanted {
            if let Some(Some(reading)) = concept.in_context.get() {
                prefetch(&**reading);
            }
        }
    }

    /// The situation some sentence of the text is most above ordinary for.
    pub fn closest(&self, meaning: &Meaning<'_>) -> Option<Closeness<'_>> {
        self.wanted
            .iter()
            .flat_map(|concept| {
                let ordinary = concept.ordinary();
                meaning.vectors().iter().map(move |sentence| {
                    let cosine = concept.vector.cosine(sentence);
                    Closeness { cosine, lift: cosine - ordinary, situation: &concept.shown }
                })
            })
            .max_by(|a, b| a.lift.total_cmp(&b.lift))
    }

    /// How near other trades' buyers come to the first situation (a
    /// concept of one, as the intent brief is).
    pub fn first_among_buyers(&self) -> Option<AmongBuyers> {
        let wanted = self.wanted.first()?.in_context()?;
        let among = || {
            let cosines: Vec<f32> = encoded_buyers().iter().map(|b| wanted.vector.cosine(b)).collect();
            AmongBuyers {
                most: share_under(cosines.clone(), MOST_BUYERS),
                nearly_all: share_under(cosines, NEARLY_ALL_BUYERS),
            }
        };
        Some(*wanted.among_buyers.get_or_init(among))
    }

    /// How close the multilingual encoder puts the text to the first
    /// situation (a concept of one, as the brief is), counted from the line
    /// nearly all other trades' buyers stay under.
    pub fn first_across_languages(&self, meaning: &Meaning<'_>) -> Option<Closeness<'_>> {
        let concept = self.wanted.first()?;
        let wanted = concept.across_languages()?;
        let cosine = wanted.vector.cosine(meaning.across_languages()?);
        Some(Closeness { cosine, lift: cosine - wanted.line, situation: &concept.shown })
    }

    /// The situation the multilingual encoder puts the text nearest, counted
    /// from the line nearly all other trades' buyers stay under
    /// (`A_SITUATION_ACROSS_LANGUAGES`).
    pub fn closest_across_languages(&self, meaning: &Meaning<'_>) -> Option<Closeness<'_>> {
        let text = meaning.across_languages()?;
        self.closest_by(|concept| {
            let wanted = concept.across_languages()?;
            Some((wanted.vector.cosine(text), wanted.line_for_a_situation))
        })
    }

    /// The situation the text is most above ordinary for, as the sentence
    /// encoder reads both.
    pub fn closest_in_context(&self, meaning: &Meaning<'_>) -> Option<Closeness<'_>> {
        let (_, text) = meaning.read_in_context()?;
        self.closest_by(|concept| {
            let wanted = concept.in_context()?;
            Some((wanted.vector.cosine(text), wanted.ordinary))
        })
    }

    /// The text's cosine, read in context, with each of these.
    fn cosines_in_context(&self, meaning: &Meaning<'_>) -> Option<Vec<f32>> {
        let (_, text) = meaning.read_in_context()?;
        Some(self.wanted.iter().filter_map(|c| c.in_context()).map(|c| c.vector.cosine(text)).collect())
    }

    /// The situation most above the line it counts from, as `read` gives
    /// each one's cosine with the text and that line.
    fn closest_by(&self, read: impl Fn(&Concept) -> Option<(f32, f32)>) -> Option<Closeness<'_>> {
        self.wanted
            .iter()
            .filter_map(|concept| {
                let (cosine, from) = read(concept)?;
                Some(Closeness { cosine, lift: cosine - from, situation: &concept.shown })
            })
            .max_by(|a, b| a.lift.total_cmp(&b.lift))
    }
}

#[cfg(test)]
mod tests {
    use sha2::{Digest, Sha256};

    use super::*;

    const ASSETS: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/assets/wordllama");

    /// The static embeddings' and the sentence encoders' files.
    #[test]
    fn the_shipped_files_are_those_made_by_the_scripts() {
        let encoders = [
            concat!(env!("CARGO_MANIFEST_DIR"), "/encoder/assets"),
            concat!(env!("CARGO_MANIFEST_DIR"), "/multilingual/assets"),
        ];
        for dir in [ASSETS].into_iter().chain(encoders) {
            let sums = std::fs::read_to_string(format!("{dir}/SHA256SUMS")).unwrap();
            for line in sums.lines() {
                let (digest, file) = line.split_once("  ").unwrap();
                let bytes = std::fs::read(format!("{dir}/{file}")).unwrap();
                assert_eq!(hex::encode(Sha256::digest(&bytes)), digest, "{dir}/{file}");
            }
        }
        let sums = std::fs::read_to_string(format!("{ASSETS}/SHA256SUMS")).unwrap();
        assert_eq!(hex::encode(Sha256::digest(TABLE)), sums.split_whitespace().next().unwrap(), "the built-in table");
    }

    #[test]
    fn vectors_match_wordllamas_own_from_the_original_weights() {
        let reference: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(format!("{ASSETS}/reference.json")).unwrap()).unwrap();
        let embeddings = Embeddings::shipped();
        for (text, expected) in
            reference["texts"].as_array().unwrap().iter().zip(reference["vectors"].as_array().unwrap())
        {
            let expected: Vec<f32> = expected.as_array().unwrap().iter().map(|x| x.as_f64().unwrap() as f32).collect();
            let ours = embeddings.embed(text.as_str().unwrap()).unwrap();
            let cosine: f32 = ours.values.iter().zip(&expected).map(|(&a, b)| f32::from(a) * ours.scale * b).sum();
            assert!(cosine > 0.999, "{text}: cosine {cosine}");
        }
    }

    #[test]
    fn the_background_is_the_one_written_for_it() {
        let sums =
            std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/assets/background/SHA256SUMS")).unwrap();
        assert_eq!(hex::encode(Sha256::digest(BACKGROUND)), sums.split_whitespace().next().unwrap());
        assert!(background().len() >= 500, "{} sentences", background().len());
    }

    #[test]
    fn the_encoded_background_is_the_encoders_own() {
        let lines: Vec<&str> = BACKGROUND.lines().collect();
        assert_eq!(encoded_background().len(), lines.len(), "one vector a line: rerun examples/encode_background.rs");
        for (line, vector) in lines.iter().zip(encoded_background()).step_by(40) {
            let cosine = Vector::of_encoder(&Encoder::shipped().encode(line).unwrap()).cosine(vector);
            assert!(cosine > 0.9999, "{line}: {cosine}: rerun examples/encode_background.rs");
        }
    }

    /// The same buyers' posts, as each encoder reads them.
    #[test]
    fn the_encoded_buyers_are_each_encoders_reading_of_other_trades_buyers() {
        let eval = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("eval");
        let posts = crate::scoring::lead::other_trades_buyers(&eval).unwrap();
        let rerun = "rerun examples/encode_background.rs";
        assert_eq!(encoded_buyers().len(), posts.len(), "one vector a buyer: {rerun}");
        assert_eq!(buyers_across_languages().len(), posts.len(), "one a buyer: {rerun}");
        let vectors = encoded_buyers().iter().zip(buyers_across_languages());
        for (post, (in_context, across)) in posts.iter().zip(vectors).step_by(60) {
            let cosine = Vector::of_encoder(&crate::scoring::lead::read_in_context(post).unwrap()).cosine(in_context);
            assert!(cosine > 0.9999, "{}: {cosine}: {rerun}", post.id);
            let cosine = Meaning::of_post(post).across_languages().unwrap().cosine(across);
            assert!(cosine > 0.9999, "{}: {cosine} across languages: {rerun}", post.id);
        }
    }

    #[test]
    fn the_fast_dot_product_is_the_plain_one() {
        let a: [i8; DIMENSIONS] =
            std::array::from_fn(|i| if i % 3 == 0 { i8::MIN } else { (i as i8).wrapping_mul(37) });
        let b: [i16; DIMENSIONS] =
            std::array::from_fn(|i| if i % 5 == 0 { i16::MIN } else { (i as i16).wrapping_mul(2_741) });
        let plain: i64 = a.iter().zip(&b).map(|(&x, &y)| i64::from(x) * i64::from(y)).sum();
        assert_eq!(i64::from(dot(&a, &b)), plain);
        assert_eq!(dot(&[i8::MAX; DIMENSIONS], &[i16::MAX; DIMENSIONS]), 127 * 32_767 * 256);
        assert_eq!(dot(&[i8::MIN; IN_CONTEXT], &[i16::MIN; IN_CONTEXT]), 128 * 32_768 * 384);
    }

    /// Compared in 8 and 16 bits, as the sentence encoder's floats compare.
    #[test]
    fn a_situation_in_context_compares_as_the_encoders_floats_do() {
        let encoder = Encoder::shipped();
        let situation = encoder.encode("clients pay their invoices late").unwrap();
        for text in ["Two clients still haven't paid what they owe me", "What is the best recipe for banana bread"] {
            let post = encoder.encode(text).unwrap();
            let compact = Vector::of_encoder(&situation).compact();
            let compared = compact.cosine(&Vector::of_encoder(&post));
            assert!(
                (compared - situation.cosine(&post)).abs() < 2e-3,
                "{text}: {compared} against {}",
                situation.cosine(&post)
            );
        }
    }

    #[test]
    fn a_sentence_of_two_words_counts_only_within_the_whole_text() {
        let e = Embeddings::shipped();
        let whole_and = |text: &str| e.embed_by_sentence(text).vectors.len();
        assert_eq!(whole_and("Budget matters. We need one tool for invoices and hours."), 2);
        assert_eq!(whole_and("Budget really matters. We need one tool for invoices and hours."), 3);
        assert_eq!(whole_and("Overprovisioned dashboards. Fine."), 1, "word pieces are not words");
    }

    #[test]
    fn closeness_counts_from_what_ordinary_text_reaches() {
        let concepts = Concepts::new(&["customers pay their invoices late".to_owned()]);
        let lift = |title: &str| concepts.closest(&Meaning::of(title, "")).unwrap().lift;
        assert!(lift("Two clients still haven't paid what they owe me after 60 days") > 0.10);
        assert!(lift("What is the best recipe for banana bread") < 0.0);
        let ordinary = concepts.wanted[0].ordinary();
        assert!(ordinary > 0.0 && ordinary < 0.6, "{ordinary}");
    }

    #[test]
    fn the_same_situation_in_other_words_is_closer_than_another_topic() {
        let e = Embeddings::shipped();
        let v = |t: &str| e.embed(t).unwrap();
        let no_shows = v("clients keep missing their appointments without telling me");
        let ghosted = v("three customers ghosted me this week and I lost half a day");
        let recipe = v("what is the best recipe for banana bread");
        assert!(no_shows.cosine(&ghosted) > no_shows.cosine(&recipe));
        assert_eq!(v("same text"), v("same text"), "deterministic");
        assert!(e.embed("").is_none());
    }

    /// A buyer's trouble told with none of the cues is read as a lead;
    /// ordinary talk, and made-up words the sieve would pass, never reach
    /// the encoder.
    #[test]
    fn the_lead_readout_reads_intent_the_cues_miss_behind_the_sieve() {
        let late = Meaning::of(
            "Two clients paid late and payroll is Friday",
            "I wrote reminder emails to both until midnight. Cash is tight and I do all the invoicing myself \
             from a spreadsheet.",
        );
        let signals: Vec<Signal> = late.intent().signals.iter().map(|(s, _)| *s).collect();
        assert_eq!(signals, [Signal::ReadsAsALead]);

        let hike = Meaning::of("We went hiking last weekend", "The weather was perfect and the kids loved the lake.");
        assert!(!hike.intent().is_buyer());
        assert!(hike.lead_chance.get().is_none(), "the sieve let ordinary talk through");

        let made_up = Meaning::of("kalomi tenra povusel andor", "quibenu tari golo miten rapovu selandor quibe.");
        assert!(sieve::shipped().chance(made_up.whole().unwrap()) >= WORTH_READING, "this test tests nothing");
        assert!(!made_up.intent().is_buyer());
        assert!(made_up.lead_chance.get().is_none(), "made-up words were read by the encoder");
    }
}
