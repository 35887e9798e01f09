# What Home shows besides the app's own words (app.ftl): each game's name and sides, and the
# campaigns section. Kept apart so Home reads no game's or campaign screen's words.
game-asl-sk1 = ASL Starter Kit #1
game-cc-great-war = Command & Colors: The Great War
game-tide-of-iron = Tide of Iron
game-trench-club = Trench Club
game-we-were-brothers = We Were Brothers: The Race for Rome

# Each game's own word for its turn (the rulebook's), in the phase bar: the game's name id + -round.
game-asl-sk1-round = Game Turn { $round }
game-asl-sk1-round-of = Game Turn { $round } of { $limit }
game-cc-great-war-round = Turn { $round }
game-cc-great-war-round-of = Turn { $round } of { $limit }
game-we-were-brothers-round = Turn { $round }
game-we-were-brothers-round-of = Turn { $round } of { $limit }
game-tide-of-iron-round = Round { $round }
game-tide-of-iron-round-of = Round { $round } of { $limit }
game-trench-club-round = Round { $round }
game-trench-club-round-of = Round { $round } of { $limit }

camp-title = Campaigns
camp-open-list = Open the campaigns
camp-end-mission = Campaign mission over: debrief

# The games' sides, named in the list of saved games (whose turn it is).
asl-side-german = Germans
asl-side-allied = Allies (Russians or Americans)
ccgw-side-allies = British (Allies)
ccgw-side-central = Germans (Central Powers)
toi-side-usa = United States
toi-side-germany = Germany
tc-side-germany = Germany
tc-side-great-britain = Great Britain
tc-side-austria-hungary = Austria-Hungary
tc-side-france = France
wwb-side-allies = Allies (US Army, British Army)
wwb-side-axis = Axis (Wehrmacht, Regio Esercito)
