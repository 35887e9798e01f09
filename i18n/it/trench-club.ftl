game-trench-club = Trench Club

tc-side-germany = Germania
tc-side-great-britain = Gran Bretagna
tc-side-austria-hungary = Austria-Ungheria
tc-side-france = Francia

tc-die-combat = Dado da combattimento (d12)
tc-die-red = Dado rosso extra (d12)

tc-phase-move = Muovere le truppe
tc-phase-move-hint = Muovi le tue unità una per volta pagando il terreno in cui entri; i soldati a piedi possono conquistare i Forti da un ingresso.
tc-phase-declare = Dichiarare gli Attacchi
tc-phase-declare-hint = Elenca ogni unità che attacca, il suo bersaglio e l'ordine degli attacchi: dopo non si può più cambiare.
tc-phase-battles = Battaglie
tc-phase-battles-hint = Combatti gli attacchi dichiarati nell'ordine stabilito; se il difensore può rispondere al fuoco, si tira insieme.
tc-phase-money = Transazioni monetarie
tc-phase-money-hint = Incassa 1 per ogni Forte che possiedi, paga la riparazione delle unità nei tuoi Forti, poi acquista nuove unità.

tc-step-count-dice = Dadi in base ai danni (Scheda Dadi)
tc-step-red-dice = Dadi rossi extra: Fiancheggiare +2 o Accerchiare +3
tc-step-roll = Tiro dei dadi e conteggio dei colpi
tc-step-damage = Convertire i colpi in segnalini danno
tc-step-experience = Esperienza: +1 se danneggi, +2 se distruggi
tc-step-income = Ricevere denaro
tc-step-repair = Riparare unità
tc-step-buy = Acquistare unità

tc-counter-money = Denaro
tc-counter-forts = Forti posseduti
