//! Reading what the customer wrote: the intent brief and the description's
//! problems, into the situations a post is compared with (README, "The intent
//! brief"). Lists are the hard part: "complain about a competitor's price,
//! outage or dropped feature" is one situation with a list inside it, and
//! split at every comma it would leave "outage or dropped feature", a
//! fragment that sounds like many posts.

/// An intent brief: the first sentence says who the buyer is; a sentence that
/// starts "Alert when" lists the situations worth an alert, and one that
/// starts "Not" what to leave out; any other sentence is a situation as it
/// stands.
pub struct Brief {
    pub who: Option<String>,
    pub situations: Vec<String>,
    pub not_wanted: Vec<String>,
}

impl Brief {
    pub fn read(text: &str) -> Brief {
        let mut all = sentences(text);
        let first = all.next();
        let who = first.map(|s| format!("{s}."));
        let (mut situations, mut not_wanted) = (vec![], vec![]);
        situations.extend(first.map(troubles_of_the_buyer).unwrap_or_default());
        for sentence in all {
            let lower = sentence.to_lowercase();
            if let Some(rest) = ["alert when ", "alert on ", "look for "].iter().find_map(|p| lower.strip_prefix(p)) {
                situations.extend(situations_listed(&sentence[sentence.len() - rest.len()..]));
            } else if let Some(rest) = ["not: ", "not:", "not "].iter().find_map(|p| lower.strip_prefix(p)) {
                not_wanted.extend(things_listed(&sentence[sentence.len() - rest.len()..]));
            } else {
                situations.push(sentence.to_owned());
            }
        }
        Brief { who, situations, not_wanted }
    }

    /// Whether the first sentence names the buyer an owner ("The buyer is
    /// the owner or manager of…"), not an engineer, a freelancer or a
    /// volunteer.
    pub fn names_an_owner(&self) -> bool {
        let owner = |w: &str| w.eq_ignore_ascii_case("owner") || w.eq_ignore_ascii_case("owners");
        self.who.as_ref().is_some_and(|who| who.split(|c: char| !c.is_alphabetic()).any(owner))
    }
}

/// What the brief's first sentence says the buyer goes through: "Landlords
/// who chase late rent, run shared clusters and cannot say where the money
/// goes, or who find their software too big" gives "chase late rent",
/// "cannot say where the money goes" and "find their software too big". A
/// part that says only who they are or how they work ("run shared
/// clusters", "do their books in a spreadsheet") is no situation: it is
/// near every post of their trade, whatever the post needs.
fn troubles_of_the_buyer(first: &str) -> Vec<String> {
    let Some((_, clauses)) = first.split_once(" who ") else { return vec![] };
    let mut parts = vec![];
    for clause in clauses.split(", or who ").flat_map(|c| c.split(" or who ")) {
        for item in situations_listed(clause) {
            match item.split_once(" and ").filter(|(_, after)| reads_as_clause(after)) {
                Some((before, after)) => parts.extend([before.trim().to_owned(), after.trim().to_owned()]),
                None => parts.push(item),
            }
        }
    }
    parts.retain(|part| {
        let words: Vec<String> = part.split_whitespace().map(|w| w.to_lowercase()).collect();
        words.iter().any(|w| TROUBLE.iter().any(|t| w == t || (t.len() > 3 && w.starts_with(t))))
    });
    parts
}

/// Words that make a part of the buyer's description a trouble: a lack, a
/// loss, an excess, a want. (A word followed by more letters counts too
/// when it is longer than three: "wastes", "missing".)
const TROUBLE: &[&str] = &[
    "not", "cannot", "can't", "don't", "never", "no", "without", "lose", "lost", "waste", "miss", "forget", "forgot",
    "chase", "late", "out", "too", "fail", "break", "broke", "struggle", "hate", "want", "need", "behind",
];

/// The problems a description says the product solves: "Invoicing for
/// freelancers: send invoices, get paid online" solves "send invoices" and
/// "get paid online".
pub fn problems_solved(description: &str) -> Vec<String> {
    match description.split_once(':') {
        Some((_, problems)) => sentences(problems).next().map(situations_listed).unwrap_or_default(),
        None => vec![],
    }
}

/// What a description's sentences that start "It" say the product does:
/// "It replaces booking by phone, cuts no-shows and double bookings, and
/// plans routes" does "replace booking by phone", "cut no-shows and double
/// bookings" and "plan routes".
pub fn what_it_does(description: &str) -> Vec<String> {
    sentences(description).filter_map(|s| s.strip_prefix("It ")).flat_map(things_done).collect()
}

/// Each part that opens with a verb ("cuts") is one thing done, in the
/// verb's base form; a part that does not continues the one before.
/// Nothing when the first part is no verb's.
fn things_done(rest: &str) -> Vec<String> {
    let mut done: Vec<String> = vec![];
    for part in rest.split(',').map(without_conjunction).filter(|part| !part.is_empty()) {
        let (first, object) = part.split_once(' ').unwrap_or((part, ""));
        match (verb_base(&first.to_lowercase()), done.last_mut()) {
            (Some(verb), _) => done.push(format!("{verb} {object}").trim().to_owned()),
            (None, Some(last)) => {
                last.push_str(", ");
                last.push_str(part);
            }
            (None, None) => return vec![],
        }
    }
    done
}

/// The sentences of a text, trimmed, without their final stop. A full stop
/// inside a word ("v1.5", "e.g") or after an abbreviation ("incl.", "e.g.")
/// does not end one: "Not: news incl. price changes, happy users" is one
/// list, whose second half would otherwise become a situation.
pub fn sentences(text: &str) -> impl Iterator<Item = &str> {
    let ends = |(at, c): &(usize, char)| match c {
        '!' | '?' | '\n' => true,
        '.' => {
            let word = text[..*at].rsplit(|c: char| c.is_whitespace() || c == '(').next().unwrap_or("");
            let inside_a_word = text[at + 1..].chars().next().is_some_and(|c| !c.is_whitespace());
            !inside_a_word && !ABBREVIATIONS.contains(&word.to_lowercase().as_str())
        }
        _ => false,
    };
    let mut ends: Vec<usize> = text.char_indices().filter(ends).map(|(at, _)| at).collect();
    ends.push(text.len());
    let mut from = 0;
    ends.into_iter()
        .map(move |to| {
            let sentence = &text[from..to];
            from = (to + 1).min(text.len());
            sentence.trim()
        })
        .filter(|s| !s.is_empty())
}

/// Abbreviations that rarely end a sentence (without their stop; "etc."
/// often does).
const ABBREVIATIONS: &[&str] = &["e.g", "i.e", "incl", "vs", "esp", "approx", "cf"];

/// The items of a list of situations. Semicolons, where a list has any,
/// separate its items and nothing else does. Otherwise commas do, but a list
/// inside an item stays with it: when the first item reads as a clause
/// ("customers pay late"), a part that does not ("outage or dropped
/// feature") continues the item before it, and everything after a final
/// ", or X" belongs to X, the last item. A list of things ("double-booked
/// crews, missed callbacks") is read as `things_listed`.
fn situations_listed(list: &str) -> Vec<String> {
    if list.contains(';') {
        return list
            .split(';')
            .map(without_conjunction)
            .filter(|item| !item.is_empty())
            .flat_map(tasks_asked_for)
            .collect();
    }
    let parts: Vec<&str> = list.split(',').map(str::trim).filter(|part| !part.is_empty()).collect();
    if !parts.first().is_some_and(|first| reads_as_clause(first)) {
        return things_listed(list);
    }
    let final_or = parts.iter().rposition(|part| starts_with_conjunction(part)).filter(|&at| at > 0);
    let mut items: Vec<String> = vec![];
    for (at, part) in parts.iter().enumerate() {
        let continues = match final_or {
            _ if at == 0 => false,
            Some(last) if at == last => false,
            Some(last) if at > last => true,
            _ => !reads_as_clause(part),
        };
        match items.last_mut() {
            Some(item) if continues => {
                item.push_str(", ");
                item.push_str(part);
            }
            _ => items.push(without_conjunction(part).to_owned()),
        }
    }
    // "a, b and c": the last item's " and " starts one more when a clause follows it.
    if final_or.is_none() && items.len() >= 2 {
        split_last_and(&mut items, reads_as_clause);
    }
    items.iter().flat_map(|item| tasks_asked_for(item)).collect()
}

/// "They ask for a tool or a way to take sign-ups online, collect waivers,
/// or reach every family at once" asks for three things: compared whole, the
/// asking and the list make it near any "how do I" of the trade. Each task
/// the way is for (a part that opens with a verb) is a situation; a part
/// that does not continues the task before it. Anything else stays whole.
fn tasks_asked_for(item: &str) -> Vec<String> {
    let whole = vec![item.to_owned()];
    let Some(at) =
        [" a way to ", " a tool to ", " how to "].iter().filter_map(|w| item.find(w).map(|at| at + w.len())).min()
    else {
        return whole;
    };
    let opens_with_a_verb = |part: &str| {
        let first = without_conjunction(part).split_whitespace().next().unwrap_or("").to_lowercase();
        matches!(verb_form(&first), Some(Form::Base))
    };
    let mut tasks: Vec<String> = vec![];
    for part in item[at..].split(',').map(str::trim).filter(|part| !part.is_empty()) {
        match tasks.last_mut() {
            Some(task) if !opens_with_a_verb(part) => {
                task.push_str(", ");
                task.push_str(part);
            }
            _ => tasks.push(without_conjunction(part).to_owned()),
        }
    }
    // "A way to book, schedule or dispatch their crew": verbs that share a thing are one task.
    if tasks.len() < 2 || tasks.iter().any(|task| !task.contains(' ')) {
        return whole;
    }
    tasks
}

/// The items of a list of things, separated by commas or semicolons, the
/// last one also by " and " when what follows it is as long as the other
/// items ("tutorials, news and jobs"; not "paper and phones" after longer
/// items).
fn things_listed(list: &str) -> Vec<String> {
    let mut items: Vec<String> =
        list.split([',', ';']).map(without_conjunction).filter(|item| !item.is_empty()).map(str::to_owned).collect();
    if items.len() >= 2 {
        let shortest = items[..items.len() - 1].iter().map(|item| item.split_whitespace().count()).min().unwrap_or(0);
        split_last_and(&mut items, |after| after.split_whitespace().count() >= shortest);
    }
    items
}

fn split_last_and(items: &mut Vec<String>, is_item: impl Fn(&str) -> bool) {
    let Some(last) = items.last() else { return };
    if let Some((before, after)) = last.rsplit_once(" and ").filter(|(_, after)| is_item(after)) {
        let (before, after) = (before.trim().to_owned(), after.trim().to_owned());
        items.pop();
        items.extend([before, after]);
    }
}

fn starts_with_conjunction(part: &str) -> bool {
    part.starts_with("or ") || part.starts_with("and ")
}

fn without_conjunction(part: &str) -> &str {
    let part = part.trim();
    part.strip_prefix("and ").or_else(|| part.strip_prefix("or ")).unwrap_or(part).trim()
}

/// Whether a part of a list reads as a clause, a situation of its own,
/// rather than a thing: it opens with someone ("they", "someone") or a verb
/// ("compare…", "is outgrowing…"), or a thing does something within its
/// first words ("customers pay late", "invoices are built by hand"). Verbs
/// are known from lists of common ones; a word that opens lists of things
/// more often than situations ("waste", "stock") is in neither, so a part
/// that starts with one continues the item before it (a semicolon keeps it
/// apart).
fn reads_as_clause(part: &str) -> bool {
    let words: Vec<String> = without_conjunction(part)
        .split_whitespace()
        .take(8)
        .map(|w| w.trim_matches(|c: char| !c.is_alphanumeric() && c != '\'').to_lowercase())
        .collect();
    let Some(first) = words.first() else { return false };
    // A past form opening a part describes a thing: "lost callbacks".
    let opens_with_a_verb = matches!(verb_form(first), Some(Form::Base | Form::S | Form::Ing))
        && !matches!(&words[1..], [conjunction, next, ..]
            if (conjunction == "or" || conjunction == "and") && verb_form(next).is_none());
    SOMEONE.contains(&first.as_str())
        || words.iter().any(|w| AUXILIARIES.contains(&w.as_str()))
        || opens_with_a_verb
        || words.windows(2).any(|pair| {
            !BEFORE_A_THING.contains(&pair[0].as_str()) && matches!(verb_form(&pair[1]), Some(Form::Base | Form::Past))
        })
}

/// How a word is written, when it is a form of a verb in the lists.
enum Form {
    Base,
    S,
    Past,
    Ing,
}

/// The form of a known verb a word is: "compares", "outgrowing", "jumped",
/// "forgotten". A verb that is a thing too is a thing in its plural form.
fn verb_form(word: &str) -> Option<Form> {
    if PAST.contains(&word) {
        return Some(Form::Past);
    }
    let (stem, form) = verb_and_form(word)?;
    // "plans", "reports": more often things than what something does.
    let plural_thing = matches!(form, Form::S) && VERBS_ALSO_THINGS.contains(&stem.as_str());
    (!plural_thing).then_some(form)
}

/// The base form of a verb in its "-s" form ("cuts", "chases", "carries",
/// "plans").
fn verb_base(word: &str) -> Option<String> {
    verb_and_form(word).filter(|(_, form)| matches!(form, Form::S)).map(|(base, _)| base)
}

/// A known verb's base form and the form the word is in.
fn verb_and_form(word: &str) -> Option<(String, Form)> {
    let known = |stem: &str| VERBS.contains(&stem) || VERBS_ALSO_THINGS.contains(&stem);
    if known(word) {
        return Some((word.to_owned(), Form::Base));
    }
    let endings = [("s", Form::S), ("es", Form::S), ("ies", Form::S), ("ed", Form::Past), ("d", Form::Past)];
    let endings = endings.into_iter().chain([("ied", Form::Past), ("ing", Form::Ing)]);
    for (ending, form) in endings {
        let Some(stem) = word.strip_suffix(ending) else { continue };
        let mut stems = vec![stem.to_owned(), format!("{stem}e")];
        if ending.starts_with('i') {
            stems.push(format!("{stem}y"));
        }
        // "dropped", "planning": a doubled last consonant.
        let mut last = stem.chars().rev();
        if let (Some(a), Some(b)) = (last.next(), last.next()) {
            if a == b {
                stems.push(stem[..stem.len() - a.len_utf8()].to_owned());
            }
        }
        if let Some(stem) = stems.into_iter().find(|stem| known(stem)) {
            return Some((stem, form));
        }
    }
    None
}

/// Openings of a clause: someone, or a word that starts one ("that…").
const SOMEONE: &[&str] = &[
    "they", "someone", "somebody", "anyone", "nobody", "everyone", "he", "she", "we", "you", "i", "it", "that", "who",
    "when", "if", "whose", "their",
];

/// Words that make a clause wherever they stand.
const AUXILIARIES: &[&str] = &[
    "is", "are", "was", "were", "be", "been", "am", "has", "have", "had", "can", "cannot", "can't", "could", "will",
    "won't", "would", "do", "does", "did", "don't", "doesn't", "didn't", "must", "should", "may", "might", "need",
    "needs", "want", "wants", "wanted", "keep", "keeps", "get", "gets", "got",
];

/// Words after which a verb's form is a thing's ("the dropped feature", "or
/// forgotten visits") or an infinitive ("a way to book").
const BEFORE_A_THING: &[&str] = &[
    "a", "an", "the", "this", "these", "those", "their", "his", "her", "its", "our", "your", "my", "each", "every",
    "no", "any", "some", "per", "and", "or", "of", "for", "in", "on", "at", "with", "to", "from", "by", "about",
    "across", "than", "into", "over", "under", "via", "without", "as", "more", "less", "far", "too", "very",
];

/// Common verbs that are seldom things. Those that open lists of things
/// ("waste", "stock", "cost") are in neither list.
#[rustfmt::skip]
const VERBS: &[&str] = &[
    "accept", "add", "afford", "answer", "ask", "automate", "avoid", "blame", "borrow", "bring", "build", "burn",
    "buy", "cancel", "care", "catch", "chase", "choose", "clean", "collect", "come", "compare", "complain", "connect",
    "consider", "convert", "convince", "create", "cut", "deal", "decide", "deliver", "describe", "detect", "discover",
    "drive", "earn", "enter", "evaluate", "expect", "explain", "fail", "feel", "fight", "fill", "find", "finish",
    "fit", "follow", "forget", "generate", "give", "go", "grow", "guess", "handle", "happen", "hate", "hear", "hide",
    "hire", "hit", "hold", "ignore", "improve", "include", "juggle", "jump", "keep", "know", "lack", "launch", "lead",
    "learn", "leave", "let", "like", "lose", "love", "make", "manage", "match", "mean", "measure", "meet", "mention",
    "migrate", "miss", "notice", "notify", "organize", "outgrow", "own", "pay", "pick", "prefer", "prepare",
    "prevent", "promote", "protect", "prove", "provide", "publish", "put", "quit", "raise", "reach", "read",
    "realize", "receive", "recommend", "recover", "reduce", "refuse", "reject", "rely", "remember", "remind",
    "remove", "replace", "request", "require", "reschedule", "reserve", "respond", "save", "say", "see", "seek",
    "sell", "send", "set", "share", "simplify", "skip", "solve", "spend", "spot", "stay", "struggle", "suffer",
    "switch", "sync", "take", "tell", "think", "try", "understand", "upgrade", "use", "wake", "wonder", "worry",
    "write",
];

/// Verbs that are things too: "track kegs" opens a situation, "bills"
/// a thing.
#[rustfmt::skip]
const VERBS_ALSO_THINGS: &[&str] = &[
    "alert", "bill", "book", "call", "charge", "check", "close", "count", "drop", "email", "export", "file", "fix",
    "help", "import", "increase", "invoice", "limit", "list", "log", "look", "monitor", "move", "offer", "order",
    "plan", "print", "record", "rent", "report", "return", "review", "run", "schedule", "search", "show", "sign",
    "sort", "split", "start", "stop", "store", "support", "text", "track", "update", "wait", "watch", "work",
];

/// Irregular past forms of the verbs above.
#[rustfmt::skip]
const PAST: &[&str] = &[
    "went", "gone", "lost", "forgot", "forgotten", "paid", "took", "taken", "found", "kept", "left", "sent", "spent",
    "made", "said", "bought", "built", "grew", "grown", "outgrew", "outgrown", "knew", "known", "saw", "seen", "felt",
    "held", "gave", "given", "wrote", "written", "told", "came", "chose", "chosen", "sold", "hid", "hidden",
    "thought", "brought", "dealt", "meant", "understood", "fought", "ran",
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_list_inside_a_situation_stays_with_it() {
        assert_eq!(
            situations_listed(
                "customers pay late, they chase money owed, hours go unlogged and never get charged, \
                 juggle currencies and VAT, or complain about a competitor's price, outage or dropped feature"
            ),
            [
                "customers pay late",
                "they chase money owed",
                "hours go unlogged and never get charged",
                "juggle currencies and VAT",
                "complain about a competitor's price, outage or dropped feature"
            ]
        );
        assert_eq!(
            situations_listed(
                "someone asks for a way to plan rotas, is outgrowing a whiteboard, sticky notes or a group chat, \
                 wants to leave Acme, Widgetly or a similar tool, or describes lost orders in their own words"
            ),
            [
                "someone asks for a way to plan rotas",
                "is outgrowing a whiteboard, sticky notes or a group chat",
                "wants to leave Acme, Widgetly or a similar tool",
                "describes lost orders in their own words"
            ]
        );
    }

    #[test]
    fn a_thing_that_does_something_is_a_situation_and_a_thing_alone_is_not() {
        assert!(reads_as_clause("forgotten test clusters and idle pools burn money"));
        assert!(reads_as_clause("the payment failed"));
        assert!(!reads_as_clause("missed callbacks"));
        assert!(reads_as_clause("invoices are built by hand"));
        assert!(reads_as_clause("or pay their taxes late"));
        assert!(!reads_as_clause("outage or dropped feature"));
        assert!(!reads_as_clause("unpaid bills or forgotten recurring visits"));
        assert!(!reads_as_clause("waste or food cost"));
        assert!(!reads_as_clause("Housecall Pro"));
    }

    #[test]
    fn the_buyers_troubles_are_read_from_who_they_are() {
        let brief = Brief::read(
            "Bakers who run two shops and cannot tell which loaves sell, do their orders in a notebook, \
             or who find their till too expensive. Alert when they ask for a stock app.",
        );
        assert_eq!(
            brief.situations,
            ["cannot tell which loaves sell", "find their till too expensive", "they ask for a stock app"]
        );
        assert_eq!(Brief::read("The buyer is a baker. Alert when they ask for a stock app.").situations.len(), 1);
        assert!(troubles_of_the_buyer("Freelancers who bill a handful of customers").is_empty());
    }

    #[test]
    fn a_way_to_do_several_things_is_a_situation_for_each() {
        let brief = Brief::read(
            "The buyer runs a youth league. Alert when they ask for a tool or a way to take sign-ups and payments \
             online, collect waivers and medical forms, reschedule rainouts and field closures, or reach every \
             family at once; when they compare TeamSnap or similar platforms.",
        );
        assert_eq!(
            brief.situations,
            [
                "take sign-ups and payments online",
                "collect waivers and medical forms",
                "reschedule rainouts and field closures",
                "reach every family at once",
                "when they compare TeamSnap or similar platforms",
            ]
        );
        // A part that names only things continues its task; verbs sharing one thing are one task.
        assert_eq!(
            tasks_asked_for("they ask for a way to keep per-dog notes, vaccinations, coat, or take payments and tips"),
            ["keep per-dog notes, vaccinations, coat", "take payments and tips"]
        );
        let shared = "someone asks for a way to book, schedule or dispatch their crew";
        assert_eq!(tasks_asked_for(shared), [shared]);
    }

    #[test]
    fn an_abbreviation_does_not_end_a_sentence() {
        let brief = Brief::read(
            "The buyer runs a grooming salon. Alert when they ask for a booking tool, e.g. Gingr. \
             Not: news about a competitor incl. price changes, happy users of a tool with no need.",
        );
        assert_eq!(brief.situations, ["they ask for a booking tool, e.g. Gingr"]);
        assert_eq!(
            brief.not_wanted,
            ["news about a competitor incl. price changes", "happy users of a tool with no need"]
        );
        assert_eq!(
            sentences("It works. Then it stops! Why? no.").collect::<Vec<_>>(),
            ["It works", "Then it stops", "Why", "no"]
        );
    }

    #[test]
    fn semicolons_alone_separate_when_a_list_has_them() {
        assert_eq!(
            situations_listed("they ask for a scheduler; stock counts, waste or food cost; or a competitor's price"),
            ["they ask for a scheduler", "stock counts, waste or food cost", "a competitor's price"]
        );
    }

    #[test]
    fn a_list_of_things_splits_at_every_comma_and_a_final_and_between_equals() {
        assert_eq!(things_listed("tutorials, news and jobs"), ["tutorials", "news", "jobs"]);
        assert_eq!(
            things_listed("double-booked crews, missed callbacks, customer history kept on paper and phones"),
            ["double-booked crews", "missed callbacks", "customer history kept on paper and phones"]
        );
        assert_eq!(
            situations_listed("send invoices, get paid online and chase late payments"),
            ["send invoices", "get paid online", "chase late payments"]
        );
    }

    #[test]
    fn what_a_description_says_the_product_does_is_each_verb_with_its_things() {
        let description = "Fetch is booking software for dog groomers. It replaces booking by phone, text and DMs, \
                           cuts no-shows and double bookings, plans mobile grooming routes, and collects deposits.";
        assert_eq!(
            what_it_does(description),
            [
                "replace booking by phone, text and DMs",
                "cut no-shows and double bookings",
                "plan mobile grooming routes",
                "collect deposits"
            ]
        );
        assert!(what_it_does("It is simple, fast and cheap.").is_empty(), "no verb of doing");
        assert!(what_it_does("Invoicing for freelancers: send invoices, get paid online.").is_empty());
    }
}
