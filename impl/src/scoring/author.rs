//! Whether a post's author is a trade's owner, read in context: a logistic
//! readout of the sentence encoder's vector of the whole post, learned from
//! the written trades (impl/eval/trades, long and short items). Their
//! buyers are owners; their other items include the trade's customers,
//! staff, students and hobbyists, on the same topic and often in the same
//! words ("I do the books for a 4-truck moving business", "my accountant is
//! ghosting me"). The lead readout cannot tell those apart from a lead:
//! they ask and complain as buyers do. The scorer asks this readout only
//! about a buyer's post about to match, and turns down those it is sure are
//! not an owner's (`scoring::NOT_THE_OWNER`).
//!
//! The trades' markets are none of the evaluation groups', so the groups the
//! scorer is tuned on measure it as they would a new customer's trade. The
//! weights ship in impl/assets/author, made by `cargo run --release -p
//! threadwatch --example train_lead_readout`; a test checks that they are
//! the minimum of the training loss on the trades' items.
use std::path::Path;
use std::sync::OnceLock;

use anyhow::Context as _;
use threadwatch_encoder::Vector;

use super::lead::{self, read_in_context, Readout};
use crate::domain::RedditItem;

const SHIPPED: &[u8] = include_bytes!("../../assets/author/readout.safetensors");

/// The L2 penalty on the weights (`logistic`). Chosen with the line
/// (`scoring::NOT_THE_OWNER`) on the training groups: at 1 it needed a line
/// of 0.5 for 6 false alerts fewer, at 0.3 a line of 0.35 for 7.
pub const PENALTY: f64 = 0.3;

/// Where the trades' items, as the shipped encoder reads them, are kept,
/// under the crate's directory (`examples`).
pub const VECTORS: &str = "assets/author/trades.safetensors";

/// The readout, of the encoder's vector of the whole post: the chance that
/// its author is a trade's owner.
pub fn shipped() -> &'static Readout {
    static READOUT: OnceLock<Readout> = OnceLock::new();
    READOUT.get_or_init(|| Readout::read(SHIPPED, "the author readout").expect("the shipped author readout loads"))
}

/// Words a trade's writer used for who the author of one of its other items
/// is when that is not an owner (from "Tenant asking about a treatment
/// price." or "Employed bartender, not an owner."), and pairs of words.
const NOT_AN_OWNER: &[&str] = &[
    "customer", "customers", "client", "clients", "patient", "patients", "homeowner", "homeowners", "tenant",
    "tenants", "student", "students", "employee", "employees", "employed", "staff", "hobbyist", "hobbyists", "hobby",
    "parent", "parents", "shopper", "shoppers", "visitor", "visitors", "member", "members", "apprentice",
    "apprentices", "worker", "workers", "technician", "technicians", "audience", "learner", "learners", "prospective",
    "guest", "guests", "couple", "couples", "bride", "brides", "renter", "renters", "diner", "diners", "fan", "fans",
    "volunteer", "volunteers", "intern", "interns", "trainee", "trainees", "amateur", "amateurs", "enthusiast",
    "enthusiasts", "recreational", "consumer", "consumers", "player", "viewer", "reader", "listener", "passenger",
    "traveller", "traveler", "resident", "teen", "kid", "child", "retiree",
];
const NOT_AN_OWNER_PAIRS: &[[&str; 2]] = &[
    ["home", "owner"],
    ["home", "owners"],
    ["job", "seeker"],
    ["job", "seekers"],
    ["home", "cook"],
    ["home", "cooks"],
    ["pet", "owner"],
    ["pet", "owners"],
    ["pool", "owner"],
    ["pool", "owners"],
    ["vehicle", "owner"],
    ["vehicle", "owners"],
    ["car", "owner"],
    ["car", "owners"],
    ["end", "user"],
    ["end", "users"],
    ["home", "buyer"],
    ["buyer", "asking"],
    ["buyers", "asking"],
];

/// What an item teaches: `Some(true)` for a buyer (an owner), `Some(false)`
/// for another item whose writer's note (`why`) names its author as no
/// owner, and `None` for the rest: owners with another need, vendors
/// selling their own tool (an owner, of another business), the wrong size.
pub fn label(relevant: bool, why: &str) -> Option<bool> {
    if relevant {
        return Some(true);
    }
    let why = why.to_lowercase();
    let words: Vec<&str> = why.split(|c: char| !c.is_alphanumeric()).filter(|w| !w.is_empty()).collect();
    let says = |word: &str| words.contains(&word);
    let says_pair = |pair: &[&str; 2]| words.windows(2).any(|w| w == pair);
    if says("promoting") || says("vendor") {
        return None;
    }
    (NOT_AN_OWNER.iter().any(|w| says(w)) || NOT_AN_OWNER_PAIRS.iter().any(says_pair)).then_some(false)
}

/// The trades' items it learns from, long then short, each trade's in order
/// of file name, with whether its author is an owner (`label`).
pub fn training_items(eval: &Path) -> anyhow::Result<Vec<(RedditItem, bool)>> {
    let mut items = vec![];
    for dir in [eval.join("trades"), eval.join("trades/short")] {
        for file in lead::files_ending(&dir, ".posts.jsonl")? {
            let text = std::fs::read_to_string(&file).with_context(|| format!("reading {}", file.display()))?;
            for (line, json) in text.lines().enumerate() {
                let mut value: serde_json::Value = serde_json::from_str(json)?;
                let relevant = value["relevant"].as_bool().context("an item without \"relevant\"")?;
                let Some(owner) = label(relevant, value["why"].as_str().unwrap_or_default()) else { continue };
                // Written for their words alone: no Reddit id, time or thread.
                let data = &mut value["data"];
                data["id"] = format!("x{line}").into();
                data["created_utc"] = 0.into();
                data["link_id"] = "t3_0".into();
                let item = RedditItem::from_json(value)
                    .map_err(|e| anyhow::anyhow!("{e:?} in line {} of {}", line + 1, file.display()))?;
                items.push((item, owner));
            }
        }
    }
    Ok(items)
}

/// `training_items` as the encoder reads them (`lead::read_in_context`),
/// from `VECTORS` under `root` (the crate's directory), with their labels
/// from the trades under `root`/eval.
pub fn training_vectors(root: &Path) -> anyhow::Result<Vec<(Vector, bool)>> {
    let labels: Vec<bool> = training_items(&root.join("eval"))?.into_iter().map(|(_, owner)| owner).collect();
    lead::labelled_vectors(&root.join(VECTORS), labels)
}

/// The file `training_vectors` reads: each of `training_items` read in
/// context, in order.
pub fn vectors_file(items: &[(RedditItem, bool)]) -> anyhow::Result<Vec<u8>> {
    let vectors: Option<Vec<Vector>> = items.iter().map(|(item, _)| read_in_context(item)).collect();
    threadwatch_encoder::write_vectors("vectors", &vectors.context("an item the encoder cannot read")?)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_writers_note_naming_a_customer_or_employee_marks_no_owner() {
        assert_eq!(label(false, "Tenant asking about a treatment price."), Some(false));
        assert_eq!(label(false, "Employed bartender, not an owner."), Some(false));
        assert_eq!(label(false, "A job seeker asking about becoming a technician."), Some(false));
        assert_eq!(label(false, "Owner who already switched and is only sharing."), None);
        assert_eq!(label(false, "Vendor promoting their own booking app; customers love it."), None);
        assert_eq!(label(true, "Owner of a small pest company asks for a tool."), Some(true));
    }

    #[test]
    fn the_shipped_readout_tells_an_owner_from_the_trades_staff() {
        let read = |title, body| crate::scoring::Meaning::of(title, body).owner_chance().unwrap();
        let owner =
            read("Any app that nags customers who pay me late?", "Two are 60 days overdue and I hate chasing them.");
        let bookkeeper = read(
            "QuickBooks categories for truck fuel and tolls?",
            "I do the books for a 4-truck moving business. Do tolls go under Auto or Travel? Fuel cards make it messy.",
        );
        assert!(owner > 0.5 && bookkeeper < 0.35, "owner {owner}, bookkeeper {bookkeeper}");
    }
}
