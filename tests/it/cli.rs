//! The admin command line: output, errors, and imports that lose nothing.

use serde_json::Value;

use crate::common::{matching_post, Tw};

#[test]
fn a_post_seen_twice_is_stored_once() {
    let tw = Tw::new();
    let c = tw.customer("acme");
    let first = tw.ingest_matching(&c.account, "p", 3);
    assert_eq!((first["read"].as_u64(), first["scored"].as_u64(), first["matched"].as_u64()), (Some(3), Some(3), Some(3)));
    let again = tw.ingest_matching(&c.account, "p", 4);
    assert_eq!(again["scored"], 1);
    assert_eq!(again["matched"], 1);
    assert_eq!(again["skipped"]["already reviewed"], 3);
}

#[test]
fn ingest_reports_skipped_items_with_reasons() {
    let tw = Tw::new();
    let c = tw.customer("acme");
    let lines = [
        matching_post("ok", 1_790_000_000).to_string(),
        r#"{"kind":"t1","data":{"id":"c1","body":"a comment"}}"#.to_owned(),
        r#"{"id":"gone","subreddit":"webdev","title":"web analytics","created_utc":1,"selftext":"[removed]"}"#.to_owned(),
        r#"{"id":"notitle","subreddit":"webdev","created_utc":1}"#.to_owned(),
        r#"{"id":"cats","subreddit":"aww","title":"My cat","created_utc":1}"#.to_owned(),
    ];
    let file = tw.write("mixed.jsonl", &lines.join("\n"));
    let out = tw.run(&["ingest", "--account", &c.account, "--file", &file]);
    assert_eq!(out["read"], 5);
    assert_eq!(out["scored"], 2);
    assert_eq!(out["matched"], 1);
    let skipped = out["skipped"].as_object().unwrap();
    assert_eq!(skipped.values().map(|v| v.as_u64().unwrap()).sum::<u64>(), 3, "{skipped:?}");
}

#[test]
fn comment_dumps_are_imported_and_dump_text_is_unescaped() {
    let tw = Tw::new();
    let c = tw.customer("acme");
    // The shapes of the public monthly dumps: HTML-escaped text, comments
    // without their thread's title.
    let post = r#"{"id":"p1","subreddit":"webdev","created_utc":1790000000,"title":"web analytics &amp; a cookie banner?","selftext":"Is there an alternative to Google Analytics &gt; free?"}"#;
    let comment = r#"{"id":"c1","subreddit":"webdev","created_utc":1790000100,"link_id":"t3_zz","parent_id":"t3_zz","body":"Any web analytics without a cookie banner? &lt;3 what do you use"}"#;
    let file = tw.write("dump.jsonl", &format!("{post}\n{comment}\n"));
    let out = tw.run(&["ingest", "--account", &c.account, "--file", &file]);
    assert_eq!((out["read"].as_u64(), out["matched"].as_u64()), (Some(2), Some(2)), "{out}");

    let server = tw.serve(&[]);
    let data = server.get("/v1/matches", Some(&c.key)).body["data"].clone();
    let (comment, post) = (&data[0], &data[1]);
    assert_eq!((post["kind"].as_str(), post["title"].as_str()), (Some("post"), Some("web analytics & a cookie banner?")));
    assert_eq!(comment["kind"], "comment");
    assert_eq!(comment["title"], "A comment in r/webdev");
    assert_eq!(comment["excerpt"], "Any web analytics without a cookie banner? <3 what do you use");
    assert_eq!(comment["url"], "https://www.reddit.com/r/webdev/comments/zz/_/c1/");

    let profile = tw.write("posts.json", r#"{"name": "Lumen", "keywords": ["web analytics"], "watch": "posts"}"#);
    let d = tw.run(&["account", "create", "--name", "d"])["account_id"].as_str().unwrap().to_owned();
    tw.run(&["product", "set", "--account", &d, "--file", &profile]);
    let out = tw.run(&["ingest", "--account", &d, "--file", &file]);
    assert_eq!(out["skipped"]["a kind of item the profile does not watch"], 1, "{out}");
}

#[test]
fn lines_that_are_not_json_are_counted_by_number_and_the_rest_is_imported() {
    let tw = Tw::new();
    let c = tw.customer("acme");
    let text = format!("{}\n{{\"id\": broken\n{}\n", matching_post("a", 1_790_000_000), matching_post("b", 1_790_000_001));
    let file = tw.write("bad.jsonl", &text);
    let out = tw.run(&["ingest", "--account", &c.account, "--file", &file]);
    assert_eq!(out["matched"], 2);
    assert_eq!(out["bad_lines"], serde_json::json!([2]));
    assert_eq!(out["skipped"]["not JSON"], 1);
    // Importing the same file again adds nothing.
    let again = tw.run(&["ingest", "--account", &c.account, "--file", &file]);
    assert_eq!((again["matched"].as_u64(), again["skipped"]["already reviewed"].as_u64()), (Some(0), Some(2)));
}

#[test]
fn a_zstd_compressed_dump_is_ingested() {
    let tw = Tw::new();
    let c = tw.customer("acme");
    let lines: Vec<String> = (0..50).map(|i| matching_post(&format!("z{i}"), 1_790_000_000 + i).to_string()).collect();
    let path = tw.dir.path().join("dump.jsonl.zst");
    std::fs::write(&path, zstd::encode_all(lines.join("\n").as_bytes(), 3).unwrap()).unwrap();
    let out = tw.run(&["ingest", "--account", &c.account, "--file", path.to_str().unwrap()]);
    assert_eq!((out["read"].as_u64(), out["matched"].as_u64()), (Some(50), Some(50)));
}

#[test]
fn a_listing_document_is_ingested() {
    let tw = Tw::new();
    let c = tw.customer("acme");
    let listing = serde_json::json!({"kind": "Listing", "data": {"children": [
        matching_post("l1", 1_790_000_000), matching_post("l2", 1_790_000_100)]}});
    let file = tw.write("listing.json", &listing.to_string());
    assert_eq!(tw.run(&["ingest", "--account", &c.account, "--file", &file])["matched"], 2);
}

#[test]
fn unknown_ids_and_bad_files_get_clear_errors() {
    let tw = Tw::new();
    let c = tw.customer("acme");
    assert!(tw.fail(&["key", "create", "--account", "acct_nope"]).contains("no account with id acct_nope"));
    assert!(tw.fail(&["key", "revoke", "--key", "key_nope"]).contains("no key with id key_nope"));
    assert!(tw.fail(&["account", "set-subscription", "--account", "acct_nope", "--status", "active"]).contains("acct_nope"));
    assert!(tw.fail(&["ingest", "--account", &c.account, "--file", "/nonexistent.json"]).contains("cannot read"));

    let bad_level = tw.write("bad.json", r#"{"name": "X", "keywords": ["a"], "delivery_level": 150}"#);
    let err = tw.fail(&["product", "set", "--account", &c.account, "--file", &bad_level]);
    assert!(err.contains("delivery_level"), "{err}");
    let typo = tw.write("typo.toml", "name = \"X\"\nkeywrds = [\"a\"]\n");
    let err = tw.fail(&["product", "set", "--account", &c.account, "--file", &typo]);
    assert!(err.contains("keywrds"), "{err}");
    let no_terms = tw.write("empty.json", r#"{"name": "X"}"#);
    assert!(tw.fail(&["product", "set", "--account", &c.account, "--file", &no_terms]).contains("keyword"));

    let fresh = tw.run(&["account", "create", "--name", "fresh"]);
    let posts = tw.write("p.jsonl", &matching_post("a", 1).to_string());
    let err = tw.fail(&["ingest", "--account", fresh["account_id"].as_str().unwrap(), "--file", &posts]);
    assert!(err.contains("product set"), "{err}");
}

#[test]
fn a_toml_profile_with_defaults_is_accepted_and_searches_follow_it() {
    let tw = Tw::new();
    let c = tw.customer("acme");
    let toml = tw.write("p.toml", "name = \"Lumen\"\nkeywords = [\"web analytics\"]\nsubreddits = [\"webdev\", \"privacy\", \"Wordpress\"]\n");
    let out = tw.run(&["product", "set", "--account", &c.account, "--file", &toml]);
    assert_eq!(out["searches"], 3);
}

#[test]
fn settings_come_from_a_file_and_typos_are_refused() {
    let tw = Tw::new();
    let config = tw.write("tw.toml", &format!("db = {:?}\n", tw.db.display().to_string()));
    let out = std::process::Command::new(crate::common::BIN)
        .args(["--config", &config, "account", "create", "--name", "x"])
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(tw.db.exists(), "the db setting from the file was used");

    let bad = tw.write("bad.toml", "rate_limit = 5\n");
    let out = std::process::Command::new(crate::common::BIN).args(["--config", &bad, "serve"]).output().unwrap();
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("rate_limit"));
}

#[test]
fn mcp_over_stdio_answers_every_line_it_cannot_take_with_a_json_rpc_error() {
    use std::io::{BufRead, Write};
    let tw = Tw::new();
    let customer = tw.customer("acme");
    let mut mcp = tw.spawn(&["mcp", "--api-key", &customer.key]);
    let mut input = mcp.stdin.take().unwrap();
    let output = std::io::BufReader::new(mcp.stdout.take().unwrap());
    let (lines, answers) = std::sync::mpsc::channel();
    std::thread::spawn(move || output.lines().map_while(Result::ok).try_for_each(|line| lines.send(line)));
    let exchange = |input: &mut std::process::ChildStdin, line: &str| -> Value {
        writeln!(input, "{line}").unwrap();
        let answer = answers.recv_timeout(std::time::Duration::from_secs(10)).expect("an answer within 10 s");
        serde_json::from_str(&answer).unwrap_or_else(|e| panic!("{e}: {answer:?}"))
    };
    let initialize = r#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}"#;
    assert!(exchange(&mut input, initialize)["result"]["serverInfo"].is_object());
    let error = |answer: Value| (answer["id"].clone(), answer["error"]["code"].as_i64());
    assert_eq!(error(exchange(&mut input, "{not json")), (Value::Null, Some(-32700)));
    assert_eq!(error(exchange(&mut input, "[1, 2]")), (Value::Null, Some(-32600)));
    assert_eq!(error(exchange(&mut input, r#"{"jsonrpc":"2.0","id":9,"method":5}"#)), (9.into(), Some(-32600)));
    assert_eq!(
        error(exchange(&mut input, &format!("\"{}\"", "x".repeat(2 * 1024 * 1024)))),
        (Value::Null, Some(-32600))
    );
    // The session goes on: the next request is answered as usual.
    writeln!(input, r#"{{"jsonrpc":"2.0","method":"notifications/initialized"}}"#).unwrap();
    let tools = exchange(&mut input, r#"{"jsonrpc":"2.0","id":2,"method":"tools/list"}"#);
    assert_eq!(tools["id"], 2);
    assert!(tools["result"]["tools"].as_array().is_some_and(|t| !t.is_empty()), "{tools}");
    drop(input);
    assert!(mcp.wait().unwrap().success(), "the end of input ends the session cleanly");
}

#[test]
fn mcp_over_stdio_refuses_a_bad_key_at_once() {
    let tw = Tw::new();
    tw.customer("acme");
    let err = tw.fail(&["mcp", "--api-key", "tw_live_not_a_key"]);
    assert!(err.contains("--api-key") && err.contains("invalid"), "{err}");
}
