//! The product profile a customer sets, and what the service understood of it.
use serde::{Deserialize, Serialize};

use super::ItemKind;

/// The profile as the customer sets it (`threadwatch product set`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Profile {
    pub name: String,
    #[serde(default)]
    pub description: String,
    /// Who the buyer is and which situations are worth an alert, in the
    /// customer's words.
    #[serde(default)]
    pub intent_brief: String,
    #[serde(default)]
    pub keywords: Vec<String>,
    #[serde(default)]
    pub competitors: Vec<String>,
    #[serde(default)]
    pub negative_keywords: Vec<String>,
    #[serde(default)]
    pub subreddits: Vec<String>,
    #[serde(default = "default_delivery_level")]
    pub delivery_level: u8,
    /// Also search all of Reddit for the keywords, beyond the subreddits.
    #[serde(default)]
    pub site_wide_search: bool,
    /// Posts, comments, or both (the default).
    #[serde(default)]
    pub watch: Watch,
}

/// Which kinds of item a profile wants reviewed.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Watch {
    Posts,
    Comments,
    #[default]
    Both,
}

impl Watch {
    pub fn wants(self, kind: ItemKind) -> bool {
        matches!((self, kind), (Watch::Both, _) | (Watch::Posts, ItemKind::Post) | (Watch::Comments, ItemKind::Comment))
    }
}

/// The research band starts at the delivery level, 30 unless the profile says
/// otherwise (docs/design.md, "Bands").
pub const DEFAULT_DELIVERY_LEVEL: u8 = 30;

fn default_delivery_level() -> u8 {
    DEFAULT_DELIVERY_LEVEL
}

/// What the service derived from the profile.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Understanding {
    pub summary: String,
    pub key_phrases: Vec<String>,
    /// The problems the product solves.
    pub pain_points: Vec<String>,
    pub audience: String,
    /// The situations worth an alert, from the intent brief.
    #[serde(default)]
    pub situations: Vec<String>,
    /// What the intent brief says to leave out.
    #[serde(default)]
    pub not_wanted: Vec<String>,
}
