//! A Reddit post (`t3`) as Reddit's JSON gives it, reduced to what scoring and
//! matches need.
use serde::Deserialize;
use serde_json::Value;

#[derive(Debug, Clone, PartialEq)]
pub struct RedditPost {
    /// Reddit's id without the `t3_` prefix.
    pub id: String,
    pub subreddit: String,
    pub title: String,
    pub selftext: String,
    /// Link to the discussion on Reddit.
    pub url: String,
    pub author: String,
    pub created_utc: i64,
}

/// Why a JSON object read from a file is not a post we can review.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Skip {
    NotAPost,
    MissingField,
    Removed,
}

impl Skip {
    pub fn reason(self) -> &'static str {
        match self {
            Skip::NotAPost => "not a post (only t3 items are reviewed)",
            Skip::MissingField => "missing id, subreddit, title or created_utc",
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
    #[serde(default)]
    selftext: Option<String>,
    permalink: Option<String>,
    url: Option<String>,
    author: Option<String>,
    created_utc: Option<Value>,
    removed_by_category: Option<Value>,
}

impl RedditPost {
    /// Reads one item: a `{"kind":"t3","data":{...}}` thing or a bare post
    /// object (the shape of public dumps).
    pub fn from_json(value: Value) -> Result<RedditPost, Skip> {
        let data = match value.get("kind").and_then(Value::as_str) {
            Some("t3") => value.get("data").cloned().ok_or(Skip::NotAPost)?,
            Some(_) => return Err(Skip::NotAPost),
            None => value,
        };
        let raw: Raw = serde_json::from_value(data).map_err(|_| Skip::MissingField)?;
        let id = raw
            .id
            .or_else(|| raw.name.and_then(|n| n.strip_prefix("t3_").map(str::to_owned)))
            .filter(|s| !s.is_empty())
            .ok_or(Skip::MissingField)?;
        let subreddit = raw.subreddit.filter(|s| !s.is_empty()).ok_or(Skip::MissingField)?;
        let title = raw.title.filter(|s| !s.trim().is_empty()).ok_or(Skip::MissingField)?;
        let created_utc = match raw.created_utc {
            Some(Value::Number(n)) => n.as_f64().map(|f| f as i64),
            Some(Value::String(s)) => s.parse::<f64>().ok().map(|f| f as i64),
            _ => None,
        }
        .ok_or(Skip::MissingField)?;
        let selftext = raw.selftext.unwrap_or_default();
        if raw.removed_by_category.is_some_and(|v| !v.is_null()) || matches!(selftext.as_str(), "[removed]" | "[deleted]")
        {
            return Err(Skip::Removed);
        }
        let fallback = format!("https://www.reddit.com/r/{subreddit}/comments/{id}/");
        let url = match raw.permalink {
            Some(p) if p.starts_with('/') => format!("https://www.reddit.com{p}"),
            _ => raw.url.unwrap_or_else(|| fallback.clone()),
        };
        // Served as `format: uri`: parsing percent-encodes what must be encoded.
        let url = url::Url::parse(&url).map_or(fallback, String::from);
        Ok(RedditPost {
            id,
            subreddit,
            title,
            selftext,
            url,
            author: raw.author.unwrap_or_default(),
            created_utc,
        })
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
        let post = RedditPost::from_json(thing).unwrap();
        assert_eq!(post.url, "https://www.reddit.com/r/SaaS/comments/abc/hi/");
        assert_eq!(post.created_utc, 1_700_000_000);

        let bare = json!({"name": "t3_xyz", "subreddit": "webdev", "title": "T", "created_utc": "1700000001"});
        assert_eq!(RedditPost::from_json(bare).unwrap().id, "xyz");

        let odd = json!({"id": "q", "subreddit": "s", "title": "T", "created_utc": 1,
            "permalink": "/r/s/comments/q/up_40%_and \"more\"/"});
        let url = RedditPost::from_json(odd).unwrap().url;
        assert!(url::Url::parse(&url).is_ok() && !url.contains(' ') && !url.contains('"'), "{url}");
    }

    #[test]
    fn comments_removed_posts_and_incomplete_posts_are_skipped() {
        assert_eq!(RedditPost::from_json(json!({"kind": "t1", "data": {}})), Err(Skip::NotAPost));
        let removed = json!({"id": "a", "subreddit": "s", "title": "t", "created_utc": 1, "selftext": "[removed]"});
        assert_eq!(RedditPost::from_json(removed), Err(Skip::Removed));
        assert_eq!(RedditPost::from_json(json!({"id": "a", "title": "t"})), Err(Skip::MissingField));
    }
}
