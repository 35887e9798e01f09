//! Who may come in: the join code, the tokens given to joined devices, and the slowing of
//! wrong codes per address. Plain data, no I/O: the server asks, the guard answers.

use std::collections::HashMap;
use std::net::IpAddr;
use std::time::{Duration, Instant};

use rand::Rng;

/// The join code's letters: no 0/O, 1/I/L, 2/Z, 5/S, 8/B to misread.
pub const CODE_ALPHABET: &[u8] = b"ACDEFGHJKMNPQRTUVWXY34679";
/// The join code's length.
pub const CODE_LEN: usize = 6;
/// Wrong codes from one address before it is slowed.
pub const FREE_TRIES: u32 = 5;
/// The longest wait after wrong codes.
pub const MAX_WAIT: Duration = Duration::from_secs(300);
/// Most devices joined at once.
pub const MAX_CLIENTS: usize = 16;

/// A new random join code.
pub fn new_code() -> String {
    let mut rng = rand::rng();
    (0..CODE_LEN)
        .map(|_| CODE_ALPHABET[rng.random_range(0..CODE_ALPHABET.len())] as char)
        .collect()
}

/// A new random token (128 bits, hex) for a joined device.
pub fn new_token() -> String {
    let mut rng = rand::rng();
    (0..4)
        .map(|_| format!("{:08x}", rng.random::<u32>()))
        .collect()
}

/// A code as typed: spaces and dashes dropped, capitals.
pub fn normalise(code: &str) -> String {
    code.chars()
        .filter(|c| !c.is_whitespace() && *c != '-')
        .flat_map(char::to_uppercase)
        .collect()
}

/// Compares without stopping at the first difference.
fn same(a: &str, b: &str) -> bool {
    a.len() == b.len()
        && a.bytes()
            .zip(b.bytes())
            .fold(0u8, |acc, (x, y)| acc | (x ^ y))
            == 0
}

/// One joined device.
#[derive(Debug, Clone)]
pub struct Client {
    pub id: u32,
    pub side: String,
    pub addr: IpAddr,
    pub token: String,
    /// Sockets open now with its token.
    pub sockets: u32,
}

/// Why a join was refused.
#[derive(Debug, Clone, PartialEq)]
pub enum Refusal {
    /// Wrong code (the tries left before slowing).
    WrongCode,
    /// Too many wrong codes from this address: try again after this long.
    Slowed(Duration),
    /// Too many devices joined.
    Full,
}

#[derive(Debug, Default, Clone)]
struct Strikes {
    wrong: u32,
    until: Option<Instant>,
}

/// The code, the joined devices and the wrong tries.
#[derive(Debug)]
pub struct Guard {
    code: String,
    clients: Vec<Client>,
    next_id: u32,
    strikes: HashMap<IpAddr, Strikes>,
}

impl Guard {
    pub fn new(code: String) -> Guard {
        Guard {
            code,
            clients: vec![],
            next_id: 1,
            strikes: HashMap::new(),
        }
    }

    pub fn code(&self) -> &str {
        &self.code
    }

    /// How long `addr` must still wait before its next try, if it must.
    pub fn waiting(&self, addr: IpAddr, now: Instant) -> Option<Duration> {
        let until = self.strikes.get(&addr)?.until?;
        (until > now).then(|| until - now)
    }

    /// Checks a code from `addr`. While the address is slowed every try is refused, the
    /// right code too; past [`FREE_TRIES`] wrong codes each one doubles the wait.
    pub fn check(&mut self, addr: IpAddr, code: &str, now: Instant) -> Result<(), Refusal> {
        if let Some(wait) = self.waiting(addr, now) {
            return Err(Refusal::Slowed(wait));
        }
        if same(&normalise(code), &self.code) {
            self.strikes.remove(&addr);
            return Ok(());
        }
        let s = self.strikes.entry(addr).or_default();
        s.wrong += 1;
        if s.wrong >= FREE_TRIES {
            let doublings = (s.wrong - FREE_TRIES).min(16);
            let wait = Duration::from_secs(1u64 << doublings).min(MAX_WAIT);
            s.until = Some(now + wait);
            return Err(Refusal::Slowed(wait));
        }
        Err(Refusal::WrongCode)
    }

    /// Joins a device for `side` (the code checked first): its new token.
    pub fn join(
        &mut self,
        addr: IpAddr,
        code: &str,
        side: &str,
        now: Instant,
    ) -> Result<Client, Refusal> {
        self.check(addr, code, now)?;
        if self.clients.len() >= MAX_CLIENTS {
            // Full: the longest-joined device with no page open makes room (a phone that
            // left, or joined again after clearing its pass); otherwise refused.
            match self.clients.iter().position(|c| c.sockets == 0) {
                Some(at) => {
                    self.clients.remove(at);
                }
                None => return Err(Refusal::Full),
            }
        }
        let c = Client {
            id: self.next_id,
            side: side.to_string(),
            addr,
            token: new_token(),
            sockets: 0,
        };
        self.next_id += 1;
        self.clients.push(c.clone());
        Ok(c)
    }

    /// The device holding `token`.
    pub fn client(&self, token: &str) -> Option<&Client> {
        self.clients.iter().find(|c| same(&c.token, token))
    }

    /// Counts a socket opened (`+1`) or closed (`-1`) for device `id`.
    pub fn socket(&mut self, id: u32, opened: bool) {
        if let Some(c) = self.clients.iter_mut().find(|c| c.id == id) {
            if opened {
                c.sockets += 1;
            } else {
                c.sockets = c.sockets.saturating_sub(1);
            }
        }
    }

    pub fn clients(&self) -> &[Client] {
        &self.clients
    }

    /// Removes device `id`: its token no longer opens anything.
    pub fn kick(&mut self, id: u32) -> Option<Client> {
        let at = self.clients.iter().position(|c| c.id == id)?;
        Some(self.clients.remove(at))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_use_the_alphabet() {
        let c = new_code();
        assert_eq!(c.len(), CODE_LEN);
        assert!(c.bytes().all(|b| CODE_ALPHABET.contains(&b)));
        assert_eq!(new_token().len(), 32);
    }

    #[test]
    fn wrong_codes_are_slowed_and_the_wait_grows() {
        let mut g = Guard::new("ACDEFG".into());
        let a: IpAddr = [10, 0, 0, 2].into();
        let t = Instant::now();
        for _ in 0..FREE_TRIES - 1 {
            assert_eq!(g.check(a, "XXXXXX", t), Err(Refusal::WrongCode));
        }
        assert_eq!(
            g.check(a, "XXXXXX", t),
            Err(Refusal::Slowed(Duration::from_secs(1)))
        );
        // Slowed: even the right code waits.
        assert!(matches!(g.check(a, "ACDEFG", t), Err(Refusal::Slowed(_))));
        let t2 = t + Duration::from_secs(2);
        assert_eq!(
            g.check(a, "XXXXXX", t2),
            Err(Refusal::Slowed(Duration::from_secs(2)))
        );
        // Another address is not slowed; the right code, typed loosely, passes.
        assert_eq!(g.check([10, 0, 0, 3].into(), "acd-efg", t), Ok(()));
    }

    #[test]
    fn a_full_table_makes_room_only_from_devices_gone_away() {
        let mut g = Guard::new("ACDEFG".into());
        let a: IpAddr = [127, 0, 0, 1].into();
        let t = Instant::now();
        let first = g.join(a, "ACDEFG", "allies", t).expect("join");
        for _ in 1..MAX_CLIENTS {
            let c = g.join(a, "ACDEFG", "allies", t).expect("join");
            g.socket(c.id, true);
        }
        // The first has no page open: it makes room, and its pass stops working.
        assert!(g.join(a, "ACDEFG", "central", t).is_ok());
        assert!(g.client(&first.token).is_none());
        // Every other has a page open: the table is full.
        let last = g.clients().last().map(|c| c.id).unwrap_or_default();
        g.socket(last, true);
        assert_eq!(
            g.join(a, "ACDEFG", "axis", t).map(|_| ()),
            Err(Refusal::Full)
        );
        assert_eq!(g.clients().len(), MAX_CLIENTS);
    }

    #[test]
    fn kicked_token_opens_nothing() {
        let mut g = Guard::new("ACDEFG".into());
        let c = g
            .join([127, 0, 0, 1].into(), "ACDEFG", "allies", Instant::now())
            .expect("join");
        assert!(g.client(&c.token).is_some());
        g.kick(c.id);
        assert!(g.client(&c.token).is_none());
    }
}
