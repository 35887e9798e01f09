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
/// Wrong codes from all addresses together before every try is slowed (many addresses
/// guessing at once are slowed as one).
pub const FREE_TRIES_ALL: u32 = 20;
/// The longest wait after wrong codes.
pub const MAX_WAIT: Duration = Duration::from_secs(300);
/// Most devices seated on one side (its holder and those the table let in).
pub const MAX_PER_SEAT: usize = 4;
/// Most devices waiting for the table's consent at once (all sides together).
pub const MAX_WAITING: usize = 8;

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

/// Where a joined device sits.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Seat {
    /// The first device to take its side: it holds the seat.
    Holder,
    /// Let in by the table (or the holder) beside the holder.
    Guest,
    /// Asked for a side held by another device, or came back after being removed: it sees
    /// nothing of the side and does nothing until the table (or the holder) lets it in.
    Waiting,
}

impl Seat {
    pub fn word(self) -> &'static str {
        match self {
            Seat::Holder => "holder",
            Seat::Guest => "guest",
            Seat::Waiting => "waiting",
        }
    }
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
    pub seat: Seat,
}

impl Client {
    /// Whether it may see its side and act for it.
    pub fn seated(&self) -> bool {
        self.seat != Seat::Waiting
    }
}

/// Why a join was refused.
#[derive(Debug, Clone, PartialEq)]
pub enum Refusal {
    /// Wrong code (the tries left before slowing).
    WrongCode,
    /// Too many wrong codes from this address: try again after this long.
    Slowed(Duration),
    /// Too many devices waiting for the table's consent.
    Full,
}

/// Why letting a device in was refused.
#[derive(Debug, Clone, PartialEq)]
pub enum SeatError {
    /// No such device (or not waiting).
    NoDevice,
    /// The side already has [`MAX_PER_SEAT`] devices.
    SeatFull,
    /// Only the holder of that side may let a device in from a phone.
    NotHolder,
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
    /// Wrong codes from every address together.
    all: Strikes,
    /// Addresses of devices the table removed: what they ask waits for its consent.
    removed: Vec<IpAddr>,
}

impl Guard {
    pub fn new(code: String) -> Guard {
        Guard {
            code,
            clients: vec![],
            next_id: 1,
            strikes: HashMap::new(),
            all: Strikes::default(),
            removed: vec![],
        }
    }

    pub fn code(&self) -> &str {
        &self.code
    }

    /// How long `addr` must still wait before its next try, if it must.
    pub fn waiting(&self, addr: IpAddr, now: Instant) -> Option<Duration> {
        let mine = self.strikes.get(&addr).and_then(|s| s.until);
        let until = mine.max(self.all.until)?;
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
        let slow = |s: &mut Strikes, free: u32| {
            s.wrong += 1;
            (s.wrong >= free).then(|| {
                let doublings = (s.wrong - free).min(16);
                let wait = Duration::from_secs(1u64 << doublings).min(MAX_WAIT);
                s.until = Some(now + wait);
                wait
            })
        };
        let mine = slow(self.strikes.entry(addr).or_default(), FREE_TRIES);
        let all = slow(&mut self.all, FREE_TRIES_ALL);
        match mine.max(all) {
            Some(wait) => Err(Refusal::Slowed(wait)),
            None => Err(Refusal::WrongCode),
        }
    }

    /// The device holding `side`'s seat, if one does.
    pub fn holder(&self, side: &str) -> Option<&Client> {
        self.clients
            .iter()
            .find(|c| c.side == side && c.seat == Seat::Holder)
    }

    /// Joins a device for `side` (the code checked first): its new token. The first device
    /// on a side holds its seat; a device asking for a held side, or from the address of a
    /// device the table removed, waits for consent. Seated devices are never pushed out:
    /// when too many wait, the oldest waiting one with no page open makes room, otherwise
    /// the join is refused.
    pub fn join(
        &mut self,
        addr: IpAddr,
        code: &str,
        side: &str,
        now: Instant,
    ) -> Result<Client, Refusal> {
        self.check(addr, code, now)?;
        let seat = if self.holder(side).is_none() && !self.removed.contains(&addr) {
            Seat::Holder
        } else {
            Seat::Waiting
        };
        if seat == Seat::Waiting {
            let waiting = self.clients.iter().filter(|c| !c.seated()).count();
            if waiting >= MAX_WAITING {
                match self
                    .clients
                    .iter()
                    .position(|c| !c.seated() && c.sockets == 0)
                {
                    Some(at) => {
                        self.clients.remove(at);
                    }
                    None => return Err(Refusal::Full),
                }
            }
        }
        let c = Client {
            id: self.next_id,
            side: side.to_string(),
            addr,
            token: new_token(),
            sockets: 0,
            seat,
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

    /// Lets waiting device `id` in: the table's consent (`by` is `None`) or the consent of
    /// the device `by` holding that side's seat. With `give`, the holder hands its seat
    /// over: the device let in holds it, the giver stays as a guest. A side with no holder
    /// is held by the device let in. Its address is no longer held back.
    pub fn allow(&mut self, id: u32, by: Option<u32>, give: bool) -> Result<Client, SeatError> {
        let at = self
            .clients
            .iter()
            .position(|c| c.id == id && !c.seated())
            .ok_or(SeatError::NoDevice)?;
        let side = self.clients[at].side.clone();
        if let Some(by) = by
            && self.holder(&side).map(|h| h.id) != Some(by)
        {
            return Err(SeatError::NotHolder);
        }
        let seated = self
            .clients
            .iter()
            .filter(|c| c.side == side && c.seated())
            .count();
        if seated >= MAX_PER_SEAT {
            return Err(SeatError::SeatFull);
        }
        let holder = self.holder(&side).map(|h| h.id);
        let seat = match holder {
            None => Seat::Holder,
            Some(h) if give && by == Some(h) => {
                for c in self.clients.iter_mut().filter(|c| c.id == h) {
                    c.seat = Seat::Guest;
                }
                Seat::Holder
            }
            Some(_) => Seat::Guest,
        };
        let addr = self.clients[at].addr;
        self.removed.retain(|a| *a != addr);
        self.clients[at].seat = seat;
        Ok(self.clients[at].clone())
    }

    /// Refuses waiting device `id` (from the table, or from the holder `by` of its side):
    /// its pass stops working.
    pub fn refuse(&mut self, id: u32, by: Option<u32>) -> Result<Client, SeatError> {
        let at = self
            .clients
            .iter()
            .position(|c| c.id == id && !c.seated())
            .ok_or(SeatError::NoDevice)?;
        if let Some(by) = by
            && self.holder(&self.clients[at].side).map(|h| h.id) != Some(by)
        {
            return Err(SeatError::NotHolder);
        }
        Ok(self.clients.remove(at))
    }

    /// Removes device `id`: its token no longer opens anything, and whatever its address
    /// asks next waits for the table's consent. A removed holder's seat passes to the
    /// first guest on its side, if any.
    pub fn kick(&mut self, id: u32) -> Option<Client> {
        let at = self.clients.iter().position(|c| c.id == id)?;
        let c = self.clients.remove(at);
        if !self.removed.contains(&c.addr) {
            self.removed.push(c.addr);
        }
        if c.seat == Seat::Holder
            && let Some(g) = self
                .clients
                .iter_mut()
                .find(|g| g.side == c.side && g.seat == Seat::Guest)
        {
            g.seat = Seat::Holder;
        }
        Some(c)
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
    fn wrong_codes_from_many_addresses_are_slowed_together() {
        let mut g = Guard::new("ACDEFG".into());
        let t = Instant::now();
        // Each address under its own limit, but together past the table's.
        for i in 0..FREE_TRIES_ALL - 1 {
            let a: IpAddr = [10, 0, 1, i as u8].into();
            assert_eq!(g.check(a, "XXXXXX", t), Err(Refusal::WrongCode));
        }
        let last: IpAddr = [10, 0, 2, 1].into();
        assert!(matches!(
            g.check(last, "XXXXXX", t),
            Err(Refusal::Slowed(_))
        ));
        // Every address waits now, a new one too, whatever it types.
        let fresh: IpAddr = [10, 0, 3, 1].into();
        assert!(matches!(
            g.check(fresh, "ACDEFG", t),
            Err(Refusal::Slowed(_))
        ));
        // After the wait, the right code passes.
        let later = t + MAX_WAIT;
        assert_eq!(g.check(fresh, "ACDEFG", later), Ok(()));
    }

    #[test]
    fn the_first_device_holds_a_side_and_others_wait_for_consent() {
        let mut g = Guard::new("ACDEFG".into());
        let (a, b): (IpAddr, IpAddr) = ([10, 0, 0, 2].into(), [10, 0, 0, 3].into());
        let t = Instant::now();
        let first = g.join(a, "ACDEFG", "allies", t).expect("join");
        assert_eq!(first.seat, Seat::Holder);
        let second = g.join(b, "ACDEFG", "allies", t).expect("join");
        assert_eq!(second.seat, Seat::Waiting);
        assert!(!second.seated());
        // Another side is free: held at once.
        let other = g.join(b, "ACDEFG", "central", t).expect("join");
        assert_eq!(other.seat, Seat::Holder);
        // Only the holder of allies may let the waiting one in from a phone.
        assert_eq!(
            g.allow(second.id, Some(other.id), false).map(|_| ()),
            Err(SeatError::NotHolder)
        );
        let seated = g.allow(second.id, Some(first.id), false).expect("allowed");
        assert_eq!(seated.seat, Seat::Guest);
        assert_eq!(g.holder("allies").map(|c| c.id), Some(first.id));
    }

    #[test]
    fn the_holder_hands_its_seat_over() {
        let mut g = Guard::new("ACDEFG".into());
        let a: IpAddr = [10, 0, 0, 2].into();
        let t = Instant::now();
        let first = g.join(a, "ACDEFG", "allies", t).expect("join");
        let second = g.join(a, "ACDEFG", "allies", t).expect("join");
        g.allow(second.id, Some(first.id), true).expect("given");
        assert_eq!(g.holder("allies").map(|c| c.id), Some(second.id));
        assert_eq!(g.client(&first.token).map(|c| c.seat), Some(Seat::Guest));
    }

    #[test]
    fn a_crowd_of_joins_never_pushes_out_a_seated_device() {
        let mut g = Guard::new("ACDEFG".into());
        let honest: IpAddr = [10, 0, 0, 2].into();
        let hostile: IpAddr = [10, 0, 0, 66].into();
        let t = Instant::now();
        let h = g.join(honest, "ACDEFG", "allies", t).expect("join");
        // Asleep: no page open.
        for _ in 0..100 {
            let _ = g.join(hostile, "ACDEFG", "allies", t);
        }
        assert_eq!(
            g.client(&h.token).map(|c| c.seat),
            Some(Seat::Holder),
            "the holder keeps its seat"
        );
        assert!(g.clients().len() <= 1 + MAX_WAITING);
        // With every waiting one's page open, a new one is refused.
        let ids: Vec<u32> = g
            .clients()
            .iter()
            .filter(|c| !c.seated())
            .map(|c| c.id)
            .collect();
        for id in ids {
            g.socket(id, true);
        }
        assert_eq!(
            g.join(hostile, "ACDEFG", "allies", t).map(|_| ()),
            Err(Refusal::Full)
        );
        assert!(g.client(&h.token).is_some());
    }

    #[test]
    fn a_removed_device_waits_for_consent_to_come_back() {
        let mut g = Guard::new("ACDEFG".into());
        let a: IpAddr = [10, 0, 0, 2].into();
        let t = Instant::now();
        let c = g.join(a, "ACDEFG", "allies", t).expect("join");
        g.kick(c.id);
        // The seat is free, but not for the removed device.
        let back = g.join(a, "ACDEFG", "allies", t).expect("join");
        assert_eq!(back.seat, Seat::Waiting);
        let back2 = g.join(a, "ACDEFG", "central", t).expect("join");
        assert_eq!(back2.seat, Seat::Waiting);
        // The table lets it back: it holds the free seat.
        assert_eq!(
            g.allow(back.id, None, false).map(|c| c.seat),
            Ok(Seat::Holder)
        );
        assert!(g.refuse(back2.id, None).is_ok());
        assert!(g.client(&back2.token).is_none());
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
