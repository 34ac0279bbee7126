//! Whether a post is a lead at all, read in context: a logistic readout of
//! the sentence encoder's vector of the whole post, learned from the labeled
//! sets the scorer is tuned on (impl/eval: the tuned sets, the buyers in their
//! own words, the first two frozen groups and the four training groups,
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

use super::logistic;
use crate::domain::{Profile, RedditItem};

const SHIPPED: &[u8] = include_bytes!("../../assets/lead/readout.safetensors");

/// The L2 penalty on the weights (not the bias): half this times their
/// squared length is added to the summed log loss.
pub const PENALTY: f64 = 1.0;

/// A labelled group under impl/eval: (folder, products, sets).
pub type Group = (&'static str, [&'static str; 3], &'static [&'static str]);

/// The sets it learns from, under impl/eval.
pub const TRAINED_ON: [Group; 7] = [
    ("", ["lumen", "quill", "kettle"], &["posts", "own-words"]),
    ("once-held-out", ["anchor", "pantry", "keystone"], &["posts"]),
    ("heldout2", ["beacon", "tutorly", "brewlog"], &["posts"]),
    ("training1", ["aisle", "recall", "bench"], &["posts"]),
    ("training2", ["harbor", "pitch", "fetch"], &["posts"]),
    ("training3", ["hearth", "clutch", "patch"], &["posts"]),
    ("training4", ["tide", "kiln", "compass"], &["posts"]),
];

/// The lead readout, of the encoder's vector of the whole post.
pub type Readout = logistic::Linear<DIMENSIONS>;

pub fn shipped() -> &'static Readout {
    static READOUT: OnceLock<Readout> = OnceLock::new();
    READOUT.get_or_init(|| Readout::read(SHIPPED, "the lead readout").expect("the shipped lead readout loads"))
}

/// Labelled items, each with whether it is a lead for its product.
pub type Labelled = Vec<(RedditItem, bool)>;

/// The posts it learns from, each with whether it is a lead for its
/// product (`TRAINED_ON`, under `eval`).
pub fn training_posts(eval: &Path) -> anyhow::Result<Labelled> {
    Ok(training_products(eval)?.into_iter().flat_map(|(_, posts)| posts).collect())
}

/// `training_posts` by product, in `TRAINED_ON`'s order: each with its
/// group's folder.
pub fn training_products(eval: &Path) -> anyhow::Result<Vec<(&'static str, Labelled)>> {
    products_of(&TRAINED_ON, eval)
}

/// Groups the lead readout does not learn from, whose buyers still count among
/// other trades' buyers (`other_trades_buyers`). Learned from them too, the
/// lead readout doubted a plain lead ("FreshBooks or something else? … need
/// something simpler", 0.13). Among other trades' buyers, they let each
/// brief's lines take 4 fewer of other products' buyers on the seventh and
/// eighth training groups (docs/quality-history.md).
const BUYERS_ALSO_FROM: [Group; 2] =
    [("training5", ["shelf", "visit", "mend"], &["posts"]), ("training6", ["folder", "bloom", "stall"], &["posts"])];

/// Other trades' buyers, for any new profile (`semantic::AmongBuyers`): the
/// buyers' posts of `TRAINED_ON` and `BUYERS_ALSO_FROM`, under `eval`.
pub fn other_trades_buyers(eval: &Path) -> anyhow::Result<Vec<RedditItem>> {
    let groups: Vec<Group> = TRAINED_ON.iter().chain(&BUYERS_ALSO_FROM).copied().collect();
    let products = products_of(&groups, eval)?;
    Ok(products.into_iter().flat_map(|(_, posts)| posts).filter(|(_, lead)| *lead).map(|(post, _)| post).collect())
}

fn products_of(groups: &[Group], eval: &Path) -> anyhow::Result<Vec<(&'static str, Labelled)>> {
    let mut by_product = vec![];
    for &(folder, products, sets) in groups {
        for product in products {
            let mut posts = vec![];
            for set in sets {
                posts.extend(labelled_items(&eval.join(folder).join(format!("{product}.{set}.jsonl")))?);
            }
            by_product.push((folder, posts));
        }
    }
    Ok(by_product)
}

/// A labelled set's items (impl/eval: one Reddit object a line, with
/// `"relevant"`), each with whether it is a lead for its product.
pub fn labelled_items(file: &Path) -> anyhow::Result<Labelled> {
    let text = std::fs::read_to_string(file).with_context(|| format!("reading {}", file.display()))?;
    text.lines()
        .map(|line| {
            let value: serde_json::Value = serde_json::from_str(line)?;
            let relevant = value["relevant"].as_bool().context("an item without \"relevant\"")?;
            Ok((RedditItem::from_json(value).map_err(|e| anyhow::anyhow!("{e:?}"))?, relevant))
        })
        .collect()
}

/// The products of labelled groups (folders of impl/eval, by name): each
/// profile with its posts, the products of a group in order of name.
pub fn labelled_groups(eval: &Path, groups: &[String]) -> anyhow::Result<Vec<(Profile, Labelled)>> {
    let mut products = vec![];
    for group in groups {
        let dir = eval.join(group);
        for file in files_ending(&dir, ".profile.json")? {
            let stem = file.to_string_lossy().strip_suffix(".profile.json").unwrap_or_default().to_owned();
            let text = std::fs::read_to_string(&file).with_context(|| format!("reading {}", file.display()))?;
            let profile = serde_json::from_str(&text).with_context(|| format!("reading {}", file.display()))?;
            products.push((profile, labelled_items(Path::new(&format!("{stem}.posts.jsonl")))?));
        }
    }
    Ok(products)
}

/// The files in `dir` whose names end in `ending`, in order of name.
pub fn files_ending(dir: &Path, ending: &str) -> anyhow::Result<Vec<std::path::PathBuf>> {
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .with_context(|| format!("reading {}", dir.display()))?
        .filter_map(|e| Some(e.ok()?.path()))
        .filter(|p| p.file_name().is_some_and(|n| n.to_string_lossy().ends_with(ending)))
        .collect();
    files.sort();
    Ok(files)
}

/// Where the vectors the lead readout learns from are kept, under the crate's
/// directory (`out_of_fold`).
pub const OUT_OF_FOLD: &str = "assets/lead/out-of-fold.safetensors";

/// The vectors the readout learns from, each read by an encoder tuned
/// without the post's group (`scripts/make-encoder.sh`): the shipped
/// encoder learned these posts, so its readings of them are surer than of
/// any new post, and a readout learned on them is too. Each of
/// `training_posts`, in order, with whether it is a lead: read from
/// `OUT_OF_FOLD` under `root` (the crate's directory), with the labels of
/// the sets under `root`/eval.
pub fn out_of_fold(root: &Path) -> anyhow::Result<Vec<(Vector, bool)>> {
    let labels: Vec<bool> = training_posts(&root.join("eval"))?.into_iter().map(|(_, lead)| lead).collect();
    labelled_vectors(&root.join(OUT_OF_FOLD), labels)
}

/// A file of vectors a readout learns from, each with its label, in order.
pub fn labelled_vectors(file: &Path, labels: Vec<bool>) -> anyhow::Result<Vec<(Vector, bool)>> {
    let bytes = std::fs::read(file).with_context(|| format!("reading {}", file.display()))?;
    let vectors = threadwatch_encoder::read_vectors("vectors", &bytes)?;
    anyhow::ensure!(
        vectors.len() == labels.len(),
        "{} has {} vectors for {} labelled items: make it again",
        file.display(),
        vectors.len(),
        labels.len()
    );
    Ok(vectors.into_iter().zip(labels).collect())
}

/// The file `out_of_fold` reads: the posts' vectors, in `training_posts`'
/// order.
pub fn out_of_fold_file(posts: &[Vector]) -> anyhow::Result<Vec<u8>> {
    threadwatch_encoder::write_vectors("vectors", posts)
}

/// The encoder's reading of a post, as the scorer gets it (`Meaning`).
pub fn read_in_context(post: &RedditItem) -> Option<Vector> {
    crate::scoring::Meaning::of_post(post).in_context().cloned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shipped_readout_tells_a_request_from_a_tutorial() {
        let read =
            |text: &str| shipped().chance(&threadwatch_encoder::Encoder::shipped().encode(text).unwrap());
        let lead = read(
            "Any invoicing app that chases late payers for me?\n\
             Three clients are 60 days late and I'm tired of emailing them.",
        );
        let tutorial =
            read("Step by step: setting up Matomo on a cheap VPS\nWrote this up for my blog, feedback welcome.");
        assert!(lead > tutorial, "{lead} vs {tutorial}");
    }
}
