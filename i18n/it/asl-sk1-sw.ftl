## ASL SK1 armi di supporto e selezione casuale: spiegazioni, risultati, righe del registro,
## rifiuti ed etichette dello strumento.

asl-swk-what = SW di un'unità eliminata da un KIA: nuovo tiro sulla colonna { $column } con il DRM dell'attacco { $drm }
asl-swk-one-die = Un solo dado (impostazione): dr { $dr }
asl-swk-cell = Colonna { $column }, finale { $final }: { $result }
asl-swk-destroyed = KIA: la SW è distrutta. Toglila dalla mappa.
asl-swk-malfunctioned = K: la SW è guasta. Girala; resta abbandonata nell'esagono e va recuperata (e riparata) prima di usarla.
asl-swk-abandoned = Né KIA né K: la SW resta intatta, abbandonata nell'esagono; un'unità deve recuperarla prima di usarla.
asl-swk-destroyed-short = distrutta
asl-swk-malfunctioned-short = guasta
asl-swk-abandoned-short = intatta, abbandonata
asl-swk-odds = Prima del tiro: distrutta { $destroyed }/{ $of }, guasta { $malfunctioned }/{ $of }, intatta { $abandoned }/{ $of }
asl-log-sw-kill = { $src }: SW di un'unità eliminata, colonna { $column }, finale { $final } ({ $result }): { $fate }
asl-err-ift-column = { $value } non è una colonna della IFT: usa una di { $columns }.

asl-ui-tool-sw = Armi di supporto (SW)
asl-ui-sw-kill = Dopo un KIA
asl-ui-sw-kill-when = Un tiro per ogni SW che l'unità possedeva quando un KIA l'ha eliminata, sulla colonna e con il DRM di quell'attacco.
asl-ui-sw-column = Colonna IFT
asl-ui-sw-drm = DRM dell'attacco
asl-ui-sw-from-fire = Usa l'ultimo attacco
asl-ui-sw-one-die = Tira un dado solo, non due (il "dr" del testo)
