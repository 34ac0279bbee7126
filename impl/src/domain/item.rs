//! A Reddit post (`t3`) or comment (`t1`) as Reddit's JSON gives it, reduced
//! to what scoring and matches need. Both are reviewed alike.
use serde::Deserialize;
use serde_json::Value;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ItemKind {
    Post,
    Comment,
}

impl ItemKind {
    /// Reddit's type prefix: `t3` for posts, `t1` for comments.
    pub fn prefix(self) -> &'static str {
        match self {
            ItemKind::Post => "t3",
            ItemKind::Comment => "t1",
        }
    }

    /// How the kind is stored: the digit of its prefix.
    pub fn code(self) -> i64 {
        match self {
            ItemKind::Post => 3,
            ItemKind::Comment => 1,
        }
    }

    pub fn from_code(code: i64) -> Option<ItemKind> {
        [ItemKind::Post, ItemKind::Comment].into_iter().find(|k| k.code() == code)
    }

    pub fn as_str(self) -> &'static str {
        match self {
            ItemKind::Post => "post",
            ItemKind::Comment => "comment",
        }
    }

    /// Reddit's name for the item of this kind with this id number.
    pub fn fullname(self, number: u64) -> String {
        let mut digits = vec![];
        let mut n = number;
        loop {
            digits.push(char::from_digit((n % 36) as u32, 36).expect("a base-36 digit"));
            n /= 36;
            if n == 0 {
                break;
            }
        }
        format!("{}_{}", self.prefix(), digits.iter().rev().collect::<String>())
    }

    /// The kind a fullname (`t3_abc`, `t1_xyz`) names.
    pub fn of_fullname(fullname: &str) -> Option<ItemKind> {
        match fullname.split_once('_')?.0 {
            "t3" => Some(ItemKind::Post),
            "t1" => Some(ItemKind::Comment),
            _ => None,
        }
    }
}

#[derive(Debug, Clone, PartialEq)]
pub struct RedditItem {
    pub kind: ItemKind,
    /// Reddit's id without the kind prefix: a base-36 number, sequential
    /// within each kind.
    pub id: String,
    pub subreddit: String,
    /// A post's title; empty for a comment, whose own words are all in `body`.
    pub title: String,
    /// A post's text, or a comment's.
    pub body: String,
    /// For a comment: the title of its thread, when the source gives it
    /// (comment dumps do not).
    pub thread_title: Option<String>,
    /// Link to the post or the comment on Reddit.
    pub url: String,
    pub author: String,
    pub created_utc: i64,
}

/// Why a JSON object read from a file or a listing is not an item we can review.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Skip {
    NotAnItem,
    MissingField,
    Removed,
}

impl Skip {
    pub fn reason(self) -> &'static str {
        match self {
            Skip::NotAnItem => "not a post or a comment (only t3 and t1 items are reviewed)",
            Skip::MissingField => {
                "missing a base-36 id, subreddit or created_utc, a post's title, or a comment's body or link_id"
            }
            Skip::Removed => "deleted or removed",
        }
    }
}

#[derive(Deserialize)]
struct Raw {
    id: Option<String>,
    name: Option<String>,
    subreddit: Option<String>,
    title: Option<String>,
    selftext: Option<String>,
    body: Option<String>,
    link_id: Option<String>,
    link_title: Option<String>,
    permalink: Option<String>,
    url: Option<String>,
    author: Option<String>,
    created_utc: Option<Value>,
    removed_by_category: Option<Value>,
}

const REDDIT: &str = "https://www.reddit.com";

impl RedditItem {
    /// Reddit's name for the item: its kind prefix and its id (`t3_abc`).
    pub fn fullname(&self) -> String {
        format!("{}_{}", self.kind.prefix(), self.id)
    }

    /// The id as the number it is (ids are checked to be base 36 when read).
    pub fn number(&self) -> u64 {
        u64::from_str_radix(&self.id, 36).unwrap_or(0)
    }

    /// The title its match shows: a post's own, a comment's thread's.
    pub fn shown_title(&self) -> String {
        match (&self.thread_title, self.kind) {
            (Some(thread), _) => thread.clone(),
            (None, ItemKind::Comment) => format!("A comment in r/{}", self.subreddit),
            (None, ItemKind::Post) => self.title.clone(),
        }
    }

    /// Reads one item: a `{"kind":"t3"|"t1","data":{...}}` thing, or a bare
    /// object (the shape of public dumps: a comment has `body` and `link_id`
    /// and no `title`).
    pub fn from_json(value: Value) -> Result<RedditItem, Skip> {
        let (kind, data) = match value.get("kind").and_then(Value::as_str) {
            Some("t3") => (ItemKind::Post, value.get("data").cloned().ok_or(Skip::NotAnItem)?),
            Some("t1") => (ItemKind::Comment, value.get("data").cloned().ok_or(Skip::NotAnItem)?),
            Some(_) => return Err(Skip::NotAnItem),
            None if value.get("title").is_none() && value.get("link_id").is_some() => (ItemKind::Comment, value),
            None => (ItemKind::Post, value),
        };
        let raw: Raw = serde_json::from_value(data).map_err(|_| Skip::MissingField)?;
        let prefix = format!("{}_", kind.prefix());
        let id = raw
            .id
            .or_else(|| raw.name.and_then(|n| n.strip_prefix(&prefix).map(str::to_owned)))
            .map(|s| s.to_ascii_lowercase())
            .filter(|s| u64::from_str_radix(s, 36).is_ok())
            .ok_or(Skip::MissingField)?;
        let subreddit = raw.subreddit.filter(|s| !s.is_empty()).ok_or(Skip::MissingField)?;
        let created_utc = match raw.created_utc {
            Some(Value::Number(n)) => n.as_f64().map(|f| f as i64),
            Some(Value::String(s)) => s.parse::<f64>().ok().map(|f| f as i64),
            _ => None,
        }
        .ok_or(Skip::MissingField)?;
        let removed = raw.removed_by_category.is_some_and(|v| !v.is_null());
        let author = raw.author.unwrap_or_default();
        let (title, body, thread_title, permalink) = match kind {
            ItemKind::Post => {
                let title = raw.title.filter(|s| !s.trim().is_empty()).ok_or(Skip::MissingField)?;
                let fallback = format!("{REDDIT}/r/{subreddit}/comments/{id}/");
                let permalink = match raw.permalink {
                    Some(p) if p.starts_with('/') => format!("{REDDIT}{p}"),
                    _ => raw.url.unwrap_or_else(|| fallback.clone()),
                };
                (title, raw.selftext.unwrap_or_default(), None, (permalink, fallback))
            }
            ItemKind::Comment => {
                let body = raw.body.filter(|s| !s.trim().is_empty()).ok_or(Skip::MissingField)?;
                let thread = raw.link_id.as_deref().and_then(|l| l.strip_prefix("t3_")).ok_or(Skip::MissingField)?;
                let fallback = format!("{REDDIT}/r/{subreddit}/comments/{thread}/_/{id}/");
                let permalink = match raw.permalink {
                    Some(p) if p.starts_with('/') => format!("{REDDIT}{p}"),
                    _ => fallback.clone(),
                };
                let thread_title = raw.link_title.filter(|t| !t.trim().is_empty());
                (String::new(), body, thread_title, (permalink, fallback))
            }
        };
        if removed || matches!(body.as_str(), "[removed]" | "[deleted]") {
            return Err(Skip::Removed);
        }
        // Served as `format: uri`: parsing percent-encodes what must be encoded.
        let (permalink, fallback) = permalink;
        let url = url::Url::parse(&permalink).map_or(fallback, String::from);
        Ok(RedditItem { kind, id, subreddit, title, body, thread_title, url, author, created_utc })
    }

    /// Text as public dumps (and listings read without `raw_json=1`) keep it,
    /// with Reddit's HTML escaping of `&`, `<` and `>` undone.
    pub fn unescaped(mut self) -> RedditItem {
        for text in [&mut self.title, &mut self.body].into_iter().chain(self.thread_title.as_mut()) {
            if text.contains('&') {
                // `&amp;` last, so that an escaped "&lt;" stays "&lt;".
                *text = text.replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&");
            }
        }
        self
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn reads_listing_children_and_bare_dump_objects() {
        let thing = json!({"kind": "t3", "data": {"id": "abc", "subreddit": "SaaS", "title": "Hi",
            "selftext": "body", "permalink": "/r/SaaS/comments/abc/hi/", "created_utc": 1700000000.0}});
        let post = RedditItem::from_json(thing).unwrap();
        assert_eq!((post.kind, post.fullname()), (ItemKind::Post, "t3_abc".to_owned()));
        assert_eq!(post.url, "https://www.reddit.com/r/SaaS/comments/abc/hi/");
        assert_eq!(post.created_utc, 1_700_000_000);
        assert_eq!(post.shown_title(), "Hi");

        let bare = json!({"name": "t3_xyz", "subreddit": "webdev", "title": "T", "created_utc": "1700000001"});
        assert_eq!(RedditItem::from_json(bare).unwrap().id, "xyz");

        let odd = json!({"id": "q", "subreddit": "s", "title": "T", "created_utc": 1,
            "permalink": "/r/s/comments/q/up_40%_and \"more\"/"});
        let url = RedditItem::from_json(odd).unwrap().url;
        assert!(url::Url::parse(&url).is_ok() && !url.contains(' ') && !url.contains('"'), "{url}");
    }

    #[test]
    fn comments_are_read_from_listings_and_from_dumps() {
        let listed = json!({"kind": "t1", "data": {"id": "c1", "name": "t1_c1", "subreddit": "SaaS",
            "body": "Anyone know a cheaper alternative?", "link_id": "t3_abc", "link_title": "Pricing thread",
            "permalink": "/r/SaaS/comments/abc/pricing_thread/c1/", "created_utc": 1700000000}});
        let comment = RedditItem::from_json(listed).unwrap();
        assert_eq!((comment.kind, comment.fullname()), (ItemKind::Comment, "t1_c1".to_owned()));
        assert_eq!((comment.title.as_str(), comment.shown_title().as_str()), ("", "Pricing thread"));
        assert_eq!(comment.body, "Anyone know a cheaper alternative?");
        assert_eq!(comment.url, "https://www.reddit.com/r/SaaS/comments/abc/pricing_thread/c1/");

        // The monthly comment dumps: bare objects, no thread title, sometimes no permalink.
        let dumped = json!({"id": "c2", "subreddit": "SaaS", "body": "b", "link_id": "t3_abc",
            "parent_id": "t3_abc", "created_utc": 1700000000});
        let comment = RedditItem::from_json(dumped).unwrap();
        assert_eq!(comment.kind, ItemKind::Comment);
        assert_eq!(comment.url, "https://www.reddit.com/r/SaaS/comments/abc/_/c2/");
        assert_eq!(comment.shown_title(), "A comment in r/SaaS");
        assert_eq!(ItemKind::of_fullname("t1_c2"), Some(ItemKind::Comment));
        assert_eq!(ItemKind::Comment.fullname(comment.number()), "t1_c2");
    }

    #[test]
    fn removed_incomplete_and_other_things_are_skipped() {
        assert_eq!(RedditItem::from_json(json!({"kind": "t5", "data": {}})), Err(Skip::NotAnItem));
        let removed = json!({"id": "a", "subreddit": "s", "title": "t", "created_utc": 1, "selftext": "[removed]"});
        assert_eq!(RedditItem::from_json(removed), Err(Skip::Removed));
        let deleted = json!({"id": "c", "subreddit": "s", "body": "[deleted]", "link_id": "t3_a", "created_utc": 1});
        assert_eq!(RedditItem::from_json(deleted), Err(Skip::Removed));
        assert_eq!(RedditItem::from_json(json!({"id": "a", "title": "t"})), Err(Skip::MissingField));
        let no_thread = json!({"kind": "t1", "data": {"id": "c", "subreddit": "s", "body": "b", "created_utc": 1}});
        assert_eq!(RedditItem::from_json(no_thread), Err(Skip::MissingField));
    }

    #[test]
    fn escaped_dump_text_is_unescaped_once() {
        let dumped = json!({"id": "a", "subreddit": "s", "created_utc": 1,
            "title": "invoicing &amp; contracts", "selftext": "unpaid invoices &gt; 90 days, typed &amp;lt;"});
        let post = RedditItem::from_json(dumped).unwrap().unescaped();
        assert_eq!(post.title, "invoicing & contracts");
        assert_eq!(post.body, "unpaid invoices > 90 days, typed &lt;");
    }
}
