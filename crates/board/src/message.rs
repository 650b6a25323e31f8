//! A message to a person as an id and named arguments, so the app can say it in the person's language
//! (Fluent: the id is a message of `www/locales/<lang>/errors.ftl`), while `Display` stays its English,
//! which the CLI prints. The crates' errors and advice implement [`Localized`].

use std::fmt;

/// A message's id and arguments, in the order the English names them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Message {
    pub id: &'static str,
    pub args: Vec<(&'static str, Arg)>,
}

/// A message's argument: a number (Fluent formats and selects plurals on it) or a text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arg {
    Number(u64),
    Text(String),
}

impl Message {
    /// The message `id` without arguments.
    pub fn new(id: &'static str) -> Message {
        Message {
            id,
            args: Vec::new(),
        }
    }

    /// Adds the argument `name`.
    pub fn with(mut self, name: &'static str, value: impl Into<Arg>) -> Message {
        self.args.push((name, value.into()));
        self
    }
}

/// What has a message for a person: its English is its `Display`, its id and arguments [`Localized::message`].
pub trait Localized: fmt::Display {
    fn message(&self) -> Message;
}

impl From<usize> for Arg {
    fn from(n: usize) -> Arg {
        Arg::Number(n as u64)
    }
}

impl From<u64> for Arg {
    fn from(n: u64) -> Arg {
        Arg::Number(n)
    }
}

impl From<u32> for Arg {
    fn from(n: u32) -> Arg {
        Arg::Number(n.into())
    }
}

impl From<&str> for Arg {
    fn from(text: &str) -> Arg {
        Arg::Text(text.to_owned())
    }
}

impl From<String> for Arg {
    fn from(text: String) -> Arg {
        Arg::Text(text)
    }
}

/// As JS and Fluent take it: `{ "id": …, "args": { name: number or text } }`.
#[cfg(feature = "serde")]
impl serde::Serialize for Message {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        struct Args<'a>(&'a [(&'static str, Arg)]);
        impl serde::Serialize for Args<'_> {
            fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                serializer.collect_map(self.0.iter().map(|(name, value)| (name, value)))
            }
        }
        let mut out = serializer.serialize_struct("Message", 2)?;
        out.serialize_field("id", self.id)?;
        out.serialize_field("args", &Args(&self.args))?;
        out.end()
    }
}

#[cfg(feature = "serde")]
impl serde::Serialize for Arg {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            Arg::Number(n) => serializer.serialize_u64(*n),
            Arg::Text(text) => serializer.serialize_str(text),
        }
    }
}
