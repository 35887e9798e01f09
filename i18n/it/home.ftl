# What Home shows besides the app's own words (app.ftl): each game's name and sides, and the
# campaigns section. Kept apart so Home reads no game's or campaign screen's words.
game-asl-sk1 = ASL Starter Kit #1
game-cc-great-war = Command & Colors: The Great War
game-tide-of-iron = Tide of Iron (Marea di Ferro)
game-trench-club = Trench Club
game-we-were-brothers = We Were Brothers: The Race for Rome

# Each game's own word for its turn (the rulebook's), in the phase bar: the game's name id + -round.
game-asl-sk1-round = Turno di gioco { $round }
game-asl-sk1-round-of = Turno di gioco { $round } di { $limit }
game-cc-great-war-round = Turno { $round }
game-cc-great-war-round-of = Turno { $round } di { $limit }
game-we-were-brothers-round = Turno { $round }
game-we-were-brothers-round-of = Turno { $round } di { $limit }
game-tide-of-iron-round = Round { $round }
game-tide-of-iron-round-of = Round { $round } di { $limit }
game-trench-club-round = Round { $round }
game-trench-club-round-of = Round { $round } di { $limit }

camp-title = Campagne
camp-open-list = Apri le campagne
camp-end-mission = Missione di campagna finita: rapporto

# The games' sides, named in the list of saved games (whose turn it is).
asl-side-german = Tedeschi
asl-side-allied = Alleati (Russi o Americani)
ccgw-side-allies = Britannici (Alleati)
ccgw-side-central = Tedeschi (Imperi Centrali)
toi-side-usa = Americani
toi-side-germany = Tedeschi
tc-side-germany = Germania
tc-side-great-britain = Gran Bretagna
tc-side-austria-hungary = Austria-Ungheria
tc-side-france = Francia
wwb-side-allies = Alleati (US Army, British Army)
wwb-side-axis = Asse (Wehrmacht, Regio Esercito)
