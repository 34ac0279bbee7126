//! What the model is told and what it must answer: what a lead is and is
//! not, the product, as Threadwatch understood its profile, and the item;
//! back, one JSON object with a short reason, the verdict, a score and a
//! draft reply. The reason comes first: a small model that states it before
//! the verdict ran on past the token limit less often (docs/quality-history.md).
use serde::Deserialize;

use super::chat::ChatError;
use crate::domain::{ItemKind, Profile, RedditItem};
use crate::scoring::understand;

/// Characters of an item's text sent to the model: enough to judge it.
const TEXT_CHARS: usize = 3_000;
const REASON_CHARS: usize = 300;
const REPLY_CHARS: usize = 1_200;

/// The system and the user message for judging `item` for `profile`.
pub fn messages(profile: &Profile, item: &RedditItem) -> (String, String) {
    let name = &profile.name;
    let system = format!(
        "You judge Reddit posts and comments for {name}, the product described below: is the author a lead, \
         someone who needs what {name} does now?\n\
         A lead asks for a tool, a service or a way to solve a problem {name} solves, compares tools for it, or \
         complains about that problem or about a competitor's price, reliability or limits.\n\
         Not a lead: praise of a tool with no need; news or an announcement; someone selling or showing their own \
         tool; hiring or job seeking; homework, a survey or research; a need {name} does not serve (another \
         problem, another audience, a far larger organization); anything else. When unsure, it is not a lead.\n\
         Answer with one JSON object and nothing else: {{\"reason\": what in the text decides it, in at most 20 \
         words, \"relevant\": true for a lead, else false, \"score\": 0 to 100 (how good a lead it is), \
         \"reply\": for a lead, a short, helpful reply to the author (two or three sentences, no links, no hype) \
         that mentions {name} only where it helps; else \"\"}}."
    );
    let u = understand(profile);
    let mut user = format!("Product: {name}\n");
    let lines = [
        ("What it is", vec![profile.description.trim().to_owned()]),
        ("Problems it solves", u.pain_points),
        ("Who it is for", vec![u.audience]),
        ("Worth an alert", u.situations),
        ("Not wanted", u.not_wanted),
        ("Competitors", profile.competitors.clone()),
    ];
    for (label, items) in lines {
        let items: Vec<&str> = items.iter().map(|i| i.trim()).filter(|i| !i.is_empty()).collect();
        if !items.is_empty() {
            user.push_str(&format!("{label}: {}\n", items.join("; ")));
        }
    }
    let kind = match item.kind {
        ItemKind::Post => "post",
        ItemKind::Comment => "comment",
    };
    user.push_str(&format!("\nA Reddit {kind} in r/{}:\n", item.subreddit));
    match item.kind {
        ItemKind::Post => user.push_str(&format!("Title: {}\n", item.title)),
        ItemKind::Comment => user.push_str(&format!("In the thread: {}\n", item.shown_title())),
    }
    user.push_str(&format!("Text: {}\n", cut(item.body.trim(), TEXT_CHARS)));
    (system, user)
}

/// The model's verdict on one item.
#[derive(Debug)]
pub struct Verdict {
    pub relevant: bool,
    /// 0–100, when the model gave one.
    pub score: Option<u8>,
    /// One sentence, ending with its stop.
    pub reason: String,
    /// The draft reply; empty when the model wrote none.
    pub reply: String,
}

#[derive(Deserialize)]
struct Answer {
    relevant: bool,
    #[serde(default)]
    score: Option<f64>,
    #[serde(default)]
    reason: String,
    #[serde(default)]
    reply: Option<String>,
}

impl Verdict {
    /// Reads the model's answer: one JSON object (a Markdown fence or words
    /// around it are tolerated, as some local models add them). A verdict
    /// without a reason is refused: every match's reason names its evidence.
    pub fn read(answer: &str) -> Result<Verdict, ChatError> {
        let object = match (answer.find('{'), answer.rfind('}')) {
            (Some(start), Some(end)) if start < end => &answer[start..=end],
            _ => return Err(ChatError::Unusable("no JSON object".into())),
        };
        let answer: Answer = serde_json::from_str(object)
            .map_err(|e| ChatError::Unusable(format!("not the verdict asked for ({e})")))?;
        let reason = one_line(&answer.reason, REASON_CHARS);
        if reason.is_empty() {
            return Err(ChatError::Unusable("no reason given".into()));
        }
        let reason = match reason.ends_with(['.', '!', '?', '…']) {
            true => reason,
            false => format!("{reason}."),
        };
        Ok(Verdict {
            relevant: answer.relevant,
            score: answer.score.filter(|s| s.is_finite()).map(|s| s.round().clamp(0.0, 100.0) as u8),
            reason,
            reply: one_line(answer.reply.as_deref().unwrap_or_default(), REPLY_CHARS),
        })
    }
}

/// The text on one line, cut to `max` characters.
fn one_line(text: &str, max: usize) -> String {
    cut(&text.split_whitespace().collect::<Vec<_>>().join(" "), max)
}

fn cut(text: &str, max: usize) -> String {
    match text.char_indices().nth(max) {
        Some((at, _)) => format!("{}…", text[..at].trim_end()),
        None => text.to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_verdict_is_read_from_json_even_in_a_fence() {
        let v = Verdict::read("```json\n{\"relevant\": true, \"score\": 71.6, \"reason\": \"Asks for  a tool\", \"reply\": \"Try it.\"}\n```")
            .unwrap();
        assert!(v.relevant);
        assert_eq!(v.score, Some(72));
        assert_eq!(v.reason, "Asks for a tool.");
        assert_eq!(v.reply, "Try it.");
    }

    #[test]
    fn an_answer_that_is_not_a_verdict_is_refused() {
        for answer in [
            "yes",
            "{\"relevant\": \"maybe\", \"reason\": \"x\"}",
            "{\"relevant\": true}",
            "{\"score\": 90, \"reason\": \"x\"}",
        ] {
            assert!(Verdict::read(answer).is_err(), "{answer}");
        }
    }

    #[test]
    fn the_prompt_carries_the_product_and_the_item() {
        let profile = Profile {
            name: "Quill".into(),
            description: "Invoicing for freelancers: send invoices, chase late payments.".into(),
            intent_brief: "Solo freelancers. Alert when clients pay late. Not: agencies.".into(),
            keywords: vec![],
            competitors: vec!["FreshBooks".into()],
            negative_keywords: vec![],
            subreddits: vec![],
            delivery_level: 30,
            site_wide_search: false,
            watch: Default::default(),
        };
        let item = RedditItem {
            kind: ItemKind::Post,
            id: "abc".into(),
            subreddit: "freelance".into(),
            title: "Clients never pay on time".into(),
            body: "What do you do?".into(),
            thread_title: None,
            url: String::new(),
            author: String::new(),
            created_utc: 0,
        };
        let (system, user) = messages(&profile, &item);
        assert!(system.contains("\"relevant\"") && system.contains("\"reply\""), "{system}");
        for part in [
            "Product: Quill",
            "Problems it solves: send invoices; chase late payments",
            "Who it is for: Solo freelancers.",
            "Worth an alert: clients pay late",
            "Not wanted: agencies",
            "Competitors: FreshBooks",
            "A Reddit post in r/freelance",
            "Title: Clients never pay on time",
            "Text: What do you do?",
        ] {
            assert!(user.contains(part), "{part} missing from:\n{user}");
        }
    }
}
