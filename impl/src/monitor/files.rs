//! Posts from a file: a Reddit listing document
//! (`{"kind":"Listing","data":{"children":[...]}}`, or an array of them) or
//! newline-delimited JSON, one post object per line (the format of public
//! Reddit dumps). A line that is not JSON stops the import, naming the line.
use std::collections::BTreeMap;
use std::path::Path;

use anyhow::{bail, Context as _};
use serde_json::Value;

use super::post::{RedditPost, Skip};

#[derive(Debug, Default)]
pub struct PostsFile {
    pub read: u64,
    pub posts: Vec<RedditPost>,
    /// How many items were skipped, by reason.
    pub skipped: BTreeMap<&'static str, u64>,
}

impl PostsFile {
    fn push(&mut self, item: Value) {
        self.read += 1;
        match RedditPost::from_json(item) {
            Ok(post) => self.posts.push(post),
            Err(skip) => *self.skipped.entry(Skip::reason(skip)).or_default() += 1,
        }
    }
}

pub fn read_posts(path: &Path) -> anyhow::Result<PostsFile> {
    let text = std::fs::read_to_string(path).with_context(|| format!("cannot read {}", path.display()))?;
    parse_posts(&text).with_context(|| format!("{} is not a Reddit listing or JSON-lines dump", path.display()))
}

pub fn parse_posts(text: &str) -> anyhow::Result<PostsFile> {
    let mut file = PostsFile::default();
    if let Ok(document) = serde_json::from_str::<Value>(text) {
        let listings = match document {
            Value::Array(items) => items,
            one => vec![one],
        };
        for listing in listings {
            match listing.get("kind").and_then(Value::as_str) {
                Some("Listing") => {
                    let children = listing.pointer("/data/children").and_then(Value::as_array);
                    let Some(children) = children else { bail!("a Listing without data.children") };
                    children.iter().cloned().for_each(|c| file.push(c));
                }
                _ => file.push(listing),
            }
        }
        return Ok(file);
    }
    for (n, line) in text.lines().enumerate() {
        if line.trim().is_empty() {
            continue;
        }
        let item = serde_json::from_str(line).with_context(|| format!("line {}: not valid JSON", n + 1))?;
        file.push(item);
    }
    Ok(file)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_broken_line_is_named() {
        let text = "{\"id\":\"a\",\"subreddit\":\"s\",\"title\":\"t\",\"created_utc\":1}\n{broken\n";
        let e = format!("{:#}", parse_posts(text).unwrap_err());
        assert!(e.contains("line 2"), "{e}");
    }

    #[test]
    fn listings_and_json_lines_give_the_same_posts() {
        let post = r#"{"kind":"t3","data":{"id":"a","subreddit":"s","title":"t","created_utc":1}}"#;
        let listing = format!(r#"{{"kind":"Listing","data":{{"children":[{post},{post}]}}}}"#);
        let lines = format!("{post}\n\n{post}\n");
        let (a, b) = (parse_posts(&listing).unwrap(), parse_posts(&lines).unwrap());
        assert_eq!(a.posts, b.posts);
        assert_eq!(a.read, 2);
    }
}
