## ASL SK1 granate fumogene (§3.3): il tentativo, l'esito, gli effetti del fumo, i rifiuti e le
## etichette dello strumento.

asl-smk-what = Granata fumogena di un'unità con Smoke Exponent (Esponente Fumogeno) { $n }, { $hex }: un dr finale fino a { $n } stende il fumo
asl-smk-hex-own = nel proprio esagono
asl-smk-hex-adjacent = in un esagono adiacente
asl-smk-dr = dr di piazzamento { $dr }
asl-smk-placed = Finale { $final }, entro { $n }: il fumo è steso. Metti un segnalino Fumo nell'esagono.
asl-smk-failed = Finale { $final }, oltre { $n }: niente fumo stavolta.
asl-smk-placed-short = fumo piazzato
asl-smk-failed-short = niente fumo
asl-smk-stop = Il dado segna 6: la MPh di questa unità termina subito; non spende altri MF.
asl-smk-mf = Il tentativo costa { $mf } MF comunque vada, e spendere MF sul posto espone l'unità al fuoco del DIFENSORE in quell'esagono.
asl-smk-hindrance = Ogni attacco tracciato da, verso o attraverso un esagono con fumo riceve { $drm } per esagono di fumo (strumento Fuoco: scegli il terreno Fumo per l'esagono del bersaglio, o sommalo alla Hindrance).
asl-smk-enter = Entrare in un esagono con fumo costa { $mf } MF in più; uscirne non costa nulla di più.
asl-smk-off-mph = Il fumo si toglie alla fine di questa MPh.
asl-smk-off-turn = Il fumo si toglie alla fine di questo Player Turn (impostazione).
asl-smk-odds = Costa { $mf } MF. Prima del tiro: fumo piazzato { $placed }/6; MPh interrotta da un 6 { $stop }/6
asl-log-smoke = { $src }: dr fumo { $dr }, finale { $final } contro { $n } ({ $mf } MF): { $result }
asl-log-smoke-stop = { $src }: dr fumo { $dr }, finale { $final } contro { $n } ({ $mf } MF): { $result }; la MPh dell'unità termina
asl-err-smoke-no-exponent = Questa unità non ha Smoke Exponent (il numerino sopra il suo FP), quindi non può tentare di stendere fumo.
asl-err-smoke-broken = Un'unità Broken può solo andare in rotta o tentare il rally: niente fumo.
asl-err-smoke-pinned = Un'unità pinned non può più muovere in questo turno, quindi non può spendere MF per il fumo.
asl-err-smoke-twice = Un solo tentativo di fumo per unità in ogni MPh: questa unità l'ha già fatto.
asl-err-smoke-mf = Il fumo qui costa { $mf } MF e all'unità ne restano { $left }.
asl-val-smoke-exponent = Smoke Exponent
asl-val-mf-left = MF rimasti

asl-ui-sw-smoke = Granata fumogena
asl-ui-smoke-when = Nella MPh dell'unità, dichiarandolo prima: 1 MF per il proprio esagono, 2 MF per uno adiacente.
asl-ui-smoke-exponent = Smoke Exponent
asl-ui-smoke-adjacent = In un esagono adiacente
asl-ui-smoke-pinned = Unità pinned
asl-ui-smoke-tried = Già tentato in questa MPh
asl-ui-smoke-lasts = Il fumo resta fino alla fine del Player Turn
