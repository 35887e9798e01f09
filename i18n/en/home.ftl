# What Home shows besides the app's own words (app.ftl): each game's name and the campaigns
# section. Kept apart so Home reads no game's or campaign screen's words.
game-asl-sk1 = ASL Starter Kit #1
game-cc-great-war = Command & Colors: The Great War
game-tide-of-iron = Tide of Iron
game-trench-club = Trench Club
game-we-were-brothers = We Were Brothers: The Race for Rome

camp-title = Campaigns
camp-open-list = Open the campaigns
camp-end-mission = Campaign mission over: debrief
