toi-die-attack = Dado nero d'attacco
toi-die-defence = Dado rosso di difesa

toi-phase-action = Fase Azione
toi-phase-action-hint = A turno, ognuno svolge il numero di azioni fissato dallo scenario, prima chi ha l'iniziativa, finché entrambi si fermano.
toi-phase-command = Fase Comando
toi-phase-command-hint = Verifica chi controlla gli obiettivi, incassa comandi e punti vittoria, spendi i comandi e poi stabilisci l'iniziativa.
toi-phase-status = Fase di Stato
toi-phase-status-hint = Pesca una carta strategica, togli i segnalini, assegna il Fuoco di Opportunità, trasferisci miniature, fai entrare i rinforzi e avanza il segnalino dei round.

toi-step-control = Determinare il controllo degli obiettivi
toi-step-income = Ricevere comandi e punti vittoria
toi-step-spend = Impiegare i comandi (carte strategiche, carta iniziativa)
toi-step-initiative = Determinare l'iniziativa
toi-step-draw-card = Pescare una carta strategica
toi-step-remove-markers = Rimuovere i segnalini (attivazione, bloccata; disgregata diventa bloccata; fumo)
toi-step-op-fire = Piazzare le unità in Fuoco di Opportunità
toi-step-transfers = Trasferimenti di squadra
toi-step-reinforcements = Rinforzi ed eventi previsti dallo scenario
toi-step-advance-round = Avanzare il segnalino dei round

toi-counter-command = Comandi disponibili
toi-counter-initiative-bid = Comandi sulla carta iniziativa
toi-counter-victory-points = Punti vittoria
toi-vp-marker = segnalino sulla casella { $box }
toi-vp-marker-plus-ten = segnalino girato sul "+10", sulla casella { $box }
toi-round-marker = segnalino dei turni sulla casella { $box }
toi-round-marker-plus-ten = segnalino dei turni capovolto sul "10" (+10), sulla casella { $box }
