<?xml version='1.0' encoding='utf-8'?>
<!DOCTYPE TS>
<TS version="2.1" language="nl_NL">
<context>
    <name>BoardRenderer</name>
    <message>
        <location filename="../src/render/boardrenderer.cpp" line="125" />
        <source>the picture size must be positive</source>
        <translation>de afbeelding moet groter dan nul zijn</translation>
    </message>
    <message>
        <location filename="../src/render/boardrenderer.cpp" line="130" />
        <location filename="../src/render/boardrenderer.cpp" line="157" />
        <source>cannot write %1</source>
        <translation>%1 kan niet worden geschreven</translation>
    </message>
    <message>
        <location filename="../src/render/boardrenderer.cpp" line="142" />
        <source>cannot write %1: %2</source>
        <translation>%1 kan niet worden geschreven: %2</translation>
    </message>
</context>
<context>
    <name>Commands</name>
    <message numerus="yes">
        <location filename="../src/app/selecttool.cpp" line="104" />
        <source>Move %n tile(s)</source>
        <translation><numerusform>%n tegel verplaatsen</numerusform><numerusform>%n tegels verplaatsen</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../src/app/selecttool.cpp" line="118" />
        <source>Rotate %n tile(s)</source>
        <translation><numerusform>%n tegel draaien</numerusform><numerusform>%n tegels draaien</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/boarddocument.cpp" line="195" />
        <source>Remove %n tile(s)</source>
        <translation><numerusform>%n tegel verwijderen</numerusform><numerusform>%n tegels verwijderen</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/boarddocument.cpp" line="206" />
        <source>Remove %n figure(s)</source>
        <translation><numerusform>%n speelstuk verwijderen</numerusform><numerusform>%n speelstukken verwijderen</numerusform></translation>
    </message>
    <message>
        <location filename="../src/editor/figurecommands.cpp" line="25" />
        <source>Place %1</source>
        <translation>%1 plaatsen</translation>
    </message>
    <message>
        <location filename="../src/editor/figurecommands.cpp" line="47" />
        <source>Remove %1</source>
        <translation>%1 verwijderen</translation>
    </message>
    <message>
        <location filename="../src/editor/playercommands.cpp" line="19" />
        <source>Add player %1</source>
        <translation>Speler %1 toevoegen</translation>
    </message>
    <message>
        <location filename="../src/editor/playercommands.cpp" line="42" />
        <source>Remove player %1</source>
        <translation>Speler %1 verwijderen</translation>
    </message>
    <message>
        <location filename="../src/editor/playercommands.cpp" line="68" />
        <source>Change player %1</source>
        <translation>Speler %1 wijzigen</translation>
    </message>
    <message>
        <location filename="../src/editor/rulecommands.cpp" line="41" />
        <source>Set rule option %1</source>
        <translation>Spelregeloptie %1 instellen</translation>
    </message>
    <message>
        <location filename="../src/editor/rulecommands.cpp" line="63" />
        <source>Change sets and edition</source>
        <translation>Uitbreidingen en editie wijzigen</translation>
    </message>
    <message>
        <location filename="../src/editor/tilecommands.cpp" line="30" />
        <source>Place tile %1</source>
        <translation>Tegel %1 leggen</translation>
    </message>
    <message>
        <location filename="../src/editor/tilecommands.cpp" line="55" />
        <source>Move tile %1</source>
        <translation>Tegel %1 verplaatsen</translation>
    </message>
    <message>
        <location filename="../src/editor/tilecommands.cpp" line="78" />
        <source>Rotate tile %1</source>
        <translation>Tegel %1 draaien</translation>
    </message>
    <message>
        <location filename="../src/editor/tilecommands.cpp" line="97" />
        <source>Remove tile %1</source>
        <translation>Tegel %1 verwijderen</translation>
    </message>
</context>
<context>
    <name>TilePaletteModel</name>
    <message>
        <location filename="../src/editor/tilepalettemodel.cpp" line="58" />
        <source>%1 (%2 left)</source>
        <extracomment>palette entry: tile id and copies left, e.g. "D (3 left)"</extracomment>
        <translation>%1 (nog %2)</translation>
    </message>
    <message>
        <location filename="../src/editor/tilepalettemodel.cpp" line="60" />
        <source>Tile %1: %2 of %3 copies left</source>
        <translation>Tegel %1: nog %2 van de %3 exemplaren</translation>
    </message>
</context>
<context>
    <name>ml::BoardInfoDock</name>
    <message>
        <location filename="../src/app/boardinfodock.cpp" line="88" />
        <source>Board</source>
        <translation>Bord</translation>
    </message>
    <message>
        <location filename="../src/app/boardinfodock.cpp" line="89" />
        <source>Players</source>
        <translation>Spelers</translation>
    </message>
    <message>
        <location filename="../src/app/boardinfodock.cpp" line="90" />
        <source>Scoring</source>
        <translation>Puntentellingen</translation>
    </message>
    <message>
        <location filename="../src/app/boardinfodock.cpp" line="91" />
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <location filename="../src/app/boardinfodock.cpp" line="91" />
        <source>Score</source>
        <translation>Punten</translation>
    </message>
    <message>
        <location filename="../src/app/boardinfodock.cpp" line="91" />
        <source>Meeples in hand</source>
        <translation>Meeples in voorraad</translation>
    </message>
    <message>
        <location filename="../src/app/boardinfodock.cpp" line="94" />
        <source>Untitled board</source>
        <translation>Bord zonder titel</translation>
    </message>
    <message>
        <location filename="../src/app/boardinfodock.cpp" line="123" />
        <source>Nothing has been scored yet.</source>
        <translation>Er is nog niets geteld.</translation>
    </message>
    <message>
        <location filename="../src/app/boardinfodock.cpp" line="128" />
        <source>road</source>
        <translation>weg</translation>
    </message>
    <message>
        <location filename="../src/app/boardinfodock.cpp" line="129" />
        <source>city</source>
        <translation>stad</translation>
    </message>
    <message>
        <location filename="../src/app/boardinfodock.cpp" line="130" />
        <source>monastery</source>
        <translation>klooster</translation>
    </message>
    <message>
        <location filename="../src/app/boardinfodock.cpp" line="131" />
        <source>castle</source>
        <translation>burcht</translation>
    </message>
    <message>
        <location filename="../src/app/boardinfodock.cpp" line="132" />
        <source>field</source>
        <translation>weide</translation>
    </message>
    <message>
        <location filename="../src/app/boardinfodock.cpp" line="133" />
        <source>flock</source>
        <translation>kudde</translation>
    </message>
    <message>
        <location filename="../src/app/boardinfodock.cpp" line="153" />
        <source>%1 completed</source>
        <translation>%1 afgebouwd</translation>
    </message>
    <message>
        <location filename="../src/app/boardinfodock.cpp" line="155" />
        <source>%1 unfinished</source>
        <translation>%1 onafgebouwd</translation>
    </message>
    <message>
        <location filename="../src/app/boardinfodock.cpp" line="159" />
        <source>%1 +%2</source>
        <translation>%1 +%2</translation>
    </message>
    <message>
        <location filename="../src/app/boardinfodock.cpp" line="160" />
        <source>nobody scores</source>
        <translation>niemand krijgt punten</translation>
    </message>
    <message>
        <location filename="../src/app/boardinfodock.cpp" line="163" />
        <source>Final scoring: %1, %2</source>
        <translation>Eindtelling: %1, %2</translation>
    </message>
    <message>
        <location filename="../src/app/boardinfodock.cpp" line="164" />
        <source>Move %1: %2, %3</source>
        <translation>Beurt %1: %2, %3</translation>
    </message>
</context>
<context>
    <name>ml::EditorTool</name>
    <message>
        <location filename="../src/app/editortool.cpp" line="21" />
        <source>Road</source>
        <translation>Weg</translation>
    </message>
    <message>
        <location filename="../src/app/editortool.cpp" line="23" />
        <source>City</source>
        <translation>Stad</translation>
    </message>
    <message>
        <location filename="../src/app/editortool.cpp" line="25" />
        <source>Field</source>
        <translation>Weide</translation>
    </message>
    <message>
        <location filename="../src/app/editortool.cpp" line="27" />
        <source>Monastery</source>
        <translation>Klooster</translation>
    </message>
    <message>
        <location filename="../src/app/editortool.cpp" line="29" />
        <source>Castle</source>
        <translation>Burcht</translation>
    </message>
    <message>
        <location filename="../src/app/editortool.cpp" line="38" />
        <source>the mage</source>
        <translation>de tovenaar</translation>
    </message>
    <message>
        <location filename="../src/app/editortool.cpp" line="40" />
        <source>the witch</source>
        <translation>de heks</translation>
    </message>
    <message>
        <location filename="../src/app/editortool.cpp" line="48" />
        <source>%1 (shepherd)</source>
        <translation>%1 (herder)</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/app/editortool.cpp" line="118" />
        <source>%n cell(s)</source>
        <translation><numerusform>%n vak</numerusform><numerusform>%n vakken</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../src/app/editortool.cpp" line="120" />
        <source>%n coat(s) of arms</source>
        <translation><numerusform>%n wapen</numerusform><numerusform>%n wapens</numerusform></translation>
    </message>
    <message>
        <location filename="../src/app/editortool.cpp" line="122" />
        <source>complete</source>
        <translation>af</translation>
    </message>
    <message>
        <location filename="../src/app/editortool.cpp" line="122" />
        <source>not complete</source>
        <translation>niet af</translation>
    </message>
    <message>
        <location filename="../src/app/editortool.cpp" line="123" />
        <source>nobody holds it</source>
        <translation>niemand bezet het</translation>
    </message>
    <message>
        <location filename="../src/app/editortool.cpp" line="124" />
        <source>held by %1</source>
        <translation>bezet door %1</translation>
    </message>
</context>
<context>
    <name>ml::EventText</name>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="33" />
        <source>%1 and %2</source>
        <comment>list of players</comment>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="33" />
        <location filename="../src/editor/eventtext.cpp" line="57" />
        <location filename="../src/editor/eventtext.cpp" line="127" />
        <location filename="../src/editor/eventtext.cpp" line="154" />
        <source>, </source>
        <comment>list separator</comment>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="38" />
        <source>road</source>
        <translation type="unfinished">weg</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="39" />
        <source>city</source>
        <translation type="unfinished">stad</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="40" />
        <source>monastery</source>
        <translation type="unfinished">klooster</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="41" />
        <source>castle</source>
        <translation type="unfinished">burcht</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="42" />
        <source>field</source>
        <translation type="unfinished">weide</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="43" />
        <source>flock</source>
        <translation type="unfinished">kudde</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="57" />
        <source>Cells: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="62" />
        <source>the wolf</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../src/editor/eventtext.cpp" line="63" />
        <source>%n sheep</source>
        <comment>a sheep token</comment>
        <translation type="unfinished">
            <numerusform />
            <numerusform />
        </translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="70" />
        <source>Set-up</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="72" />
        <source>Phase 1: placing a tile</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="74" />
        <source>Phase 1: discarding a tile</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="76" />
        <source>Mage and witch</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="78" />
        <source>Phase 2: placing a figure</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="80" />
        <source>Shepherd: flock action</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="82" />
        <location filename="../src/editor/eventtext.cpp" line="136" />
        <source>Flock to the stable</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="84" />
        <source>Phase 3: scoring</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="86" />
        <source>Phase 3: figures return</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="88" />
        <source>Final scoring</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../src/editor/eventtext.cpp" line="96" />
        <source>%n tile(s)</source>
        <translation type="unfinished">
            <numerusform />
            <numerusform />
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/eventtext.cpp" line="97" />
        <source>%n coat(s) of arms</source>
        <translation type="unfinished">
            <numerusform />
            <numerusform />
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/eventtext.cpp" line="98" />
        <source>small city of %n tile(s), old rule</source>
        <translation type="unfinished">
            <numerusform />
            <numerusform />
        </translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="99" />
        <source>the monastery itself</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../src/editor/eventtext.cpp" line="100" />
        <source>%n surrounding tile(s)</source>
        <translation type="unfinished">
            <numerusform />
            <numerusform />
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/eventtext.cpp" line="101" />
        <source>%n vineyard(s) around it</source>
        <translation type="unfinished">
            <numerusform />
            <numerusform />
        </translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="102" />
        <source>the lord in the castle</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../src/editor/eventtext.cpp" line="103" />
        <source>%n castle(s) at its ends</source>
        <translation type="unfinished">
            <numerusform />
            <numerusform />
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/eventtext.cpp" line="104" />
        <source>the mage, %n tile(s)</source>
        <translation type="unfinished">
            <numerusform />
            <numerusform />
        </translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="105" />
        <source>the witch halves the value</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../src/editor/eventtext.cpp" line="106" />
        <source>%n completed city(s)</source>
        <translation type="unfinished">
            <numerusform />
            <numerusform />
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/eventtext.cpp" line="107" />
        <source>%n sheep</source>
        <comment>in a flock</comment>
        <translation type="unfinished">
            <numerusform />
            <numerusform />
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/eventtext.cpp" line="115" />
        <source>%1 → %n point(s) off</source>
        <comment>term: label</comment>
        <translation type="unfinished">
            <numerusform />
            <numerusform />
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/eventtext.cpp" line="119" />
        <source>%1 × %2 → %n point(s)</source>
        <comment>term: label, points per item</comment>
        <translation type="unfinished">
            <numerusform />
            <numerusform />
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/eventtext.cpp" line="122" />
        <source>%1 → %n point(s)</source>
        <comment>term: label</comment>
        <translation type="unfinished">
            <numerusform />
            <numerusform />
        </translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="127" />
        <source>Rules: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="134" />
        <source>Flock: drew %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="140" />
        <source>%1 completed</source>
        <comment>feature</comment>
        <translation type="unfinished">%1 afgebouwd</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="142" />
        <source>%1 unfinished</source>
        <comment>feature</comment>
        <translation type="unfinished">%1 onafgebouwd</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="152" />
        <source>%1 +%2</source>
        <comment>player gains points</comment>
        <translation type="unfinished">%1 +%2</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="154" />
        <source>nobody scores</source>
        <translation type="unfinished">niemand krijgt punten</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="155" />
        <source>%1: %2</source>
        <comment>event summary: what, result</comment>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="164" />
        <source>The shepherd has just been placed, so a token is drawn for its flock: %1.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="167" />
        <source>A token is drawn from the bag for the flock: %1.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="170" />
        <source>The field is closed, so its flock goes to the stable at once.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="171" />
        <source>The flock is guided to the stable and its sheep are counted.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="173" />
        <source>In the final scoring the field is scored for its farmers.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="175" />
        <source>The road is complete and is scored.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="176" />
        <source>The city is complete and is scored.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="177" />
        <source>The monastery is surrounded and is scored.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="178" />
        <source>The castle is surrounded and is scored.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="180" />
        <source>In the final scoring the unfinished road is scored.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="181" />
        <source>In the final scoring the unfinished city is scored.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="183" />
        <source>In the final scoring the unfinished monastery is scored.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="184" />
        <source>In the final scoring the unfinished castle is scored.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="197" />
        <source>The mage stands on this feature: one extra point for each of its tiles.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="203" />
        <source>Each vineyard next to the completed monastery adds 3 points.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="205" />
        <source>Under the original rules (tinyCity 2) a completed city of two tiles scores 1 point per tile and per coat of arms.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="209" />
        <source>The witch stands on this feature: its value is halved, rounded up.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="211" />
        <source>The feature ends at a castle: 3 bonus points for each such castle.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="213" />
        <source>With witchHalvesCastleBonus the witch halves the castle bonus too.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="215" />
        <source>The castle bonus is added after the witch, so it is not halved.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="218" />
        <source>Per-city farmers: each completed city gives 4 points to the player with the most farmers in the fields around it.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="221" />
        <source>Each player scores a city once only, even when it borders several of their fields.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="224" />
        <source>A farmer field scores 3 points for every completed city it borders.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="232" />
        <source>The wolf scatters every flock in this field: the shepherds go home and the sheep go back into the bag.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="234" />
        <source>The sheep join the shepherd's flock; nothing is scored yet.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="236" />
        <source>Nobody has a meeple on it, so nobody scores.</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../src/editor/eventtext.cpp" line="248" />
        <source>Every player with a shepherd in this field scores the whole flock: %1, %n point(s) each.</source>
        <translation type="unfinished">
            <numerusform />
            <numerusform />
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/eventtext.cpp" line="253" />
        <source>%1 scores %n point(s) for the sheep.</source>
        <translation type="unfinished">
            <numerusform />
            <numerusform />
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/eventtext.cpp" line="255" />
        <source>The hill breaks the tie: %1 has the most meeples on hill tiles and scores %n point(s); the other tied players score nothing (hill tie-break: count).</source>
        <translation type="unfinished">
            <numerusform />
            <numerusform />
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/eventtext.cpp" line="259" />
        <source>The hill breaks the tie: %1 has a meeple on a hill tile and scores %n point(s); the other tied players score nothing (hill tie-break: presence).</source>
        <translation type="unfinished">
            <numerusform />
            <numerusform />
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/eventtext.cpp" line="265" />
        <source>%1 have equally many meeples on it: a shared tie, each scores the full %n point(s).</source>
        <translation type="unfinished">
            <numerusform />
            <numerusform />
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/eventtext.cpp" line="270" />
        <source>%1 has the most meeples on it and scores %n point(s).</source>
        <translation type="unfinished">
            <numerusform />
            <numerusform />
        </translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="272" />
        <source>%1 have equally many meeples on it: a shared tie.</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../src/editor/eventtext.cpp" line="274" />
        <source>%1 scores %n point(s).</source>
        <translation type="unfinished">
            <numerusform />
            <numerusform />
        </translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="278" />
        <source>The tied players have equally many meeples on hill tiles, so the hill breaks no tie (hill tie-break: count).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="280" />
        <source>Every tied player has a meeple on a hill tile, so the hill breaks no tie (hill tie-break: presence).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="283" />
        <source>In the final scoring hills break ties in the same way.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="313" />
        <source>%1 of %2</source>
        <comment>scoring event number</comment>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="316" />
        <source>Move %1 of %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="323" />
        <source>The board as it is set up, before the first move.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="325" />
        <source>The game is over and nothing is left to score.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="331" />
        <source>%1 places the castle %2 from hand at %3, turned %4°.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="332" />
        <source>%1 places tile %2 at %3, turned %4°.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="336" />
        <source>A face-down tile (%1) lies under the hill; it counts for nothing.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="341" />
        <source>%1 discards tile %2: it fits nowhere on the board.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="347" />
        <source>%1 takes the mage off the board: no unfinished road or city is free for it.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="350" />
        <source>%1 takes the witch off the board: no unfinished road or city is free for it.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="357" />
        <location filename="../src/editor/eventtext.cpp" line="389" />
        <source>%1 at %2</source>
        <comment>location: port, cell</comment>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="359" />
        <source>%1 moves the mage to %2.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="359" />
        <source>%1 brings the mage in at %2.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="361" />
        <source>%1 moves the witch to %2.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="361" />
        <source>%1 brings the witch in at %2.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="368" />
        <source>%1 grows the flock: a token is drawn from the bag.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="369" />
        <source>%1 guides the flock to the stable.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="371" />
        <source>The figures on the scored features go back: meeples to their owners, a mage or witch beside the board.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="391" />
        <source>%1 places a shepherd in the field at %2.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="399" />
        <source>%1 places a meeple on the road at %2.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="401" />
        <source>%1 places a meeple in the city at %2.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="403" />
        <source>%1 places a meeple in the monastery at %2.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="405" />
        <source>%1 places a meeple in the field at %2, as a farmer.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="407" />
        <source>%1 places a meeple in the castle at %2, as its lord.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>ml::FigureTool</name>
    <message>
        <location filename="../src/app/figuretool.cpp" line="21" />
        <source>Click the part of a tile where the figure should stand.</source>
        <translation>Klik op het deel van een tegel waar het speelstuk moet staan.</translation>
    </message>
    <message>
        <location filename="../src/app/figuretool.cpp" line="30" />
        <source>There is nothing to stand on here.</source>
        <translation>Hier kan geen speelstuk staan.</translation>
    </message>
    <message>
        <location filename="../src/app/figuretool.cpp" line="40" />
        <source>Add a player first: meeples and shepherds belong to someone.</source>
        <translation>Voeg eerst een speler toe: meeples en herders zijn van iemand.</translation>
    </message>
    <message>
        <location filename="../src/app/figuretool.cpp" line="51" />
        <source>Placed on %1 at %2,%3.</source>
        <translation>Geplaatst op %1 bij %2,%3.</translation>
    </message>
    <message>
        <location filename="../src/app/figuretool.cpp" line="53" />
        <source>The figure cannot stand there: %1</source>
        <translation>Het speelstuk kan daar niet staan: %1</translation>
    </message>
</context>
<context>
    <name>ml::MainWindow</name>
    <message>
        <location filename="../src/app/appstartup.cpp" line="24" />
        <source>Meeple Lab: a rules explorer and puzzle editor for Carcassonne.</source>
        <translation>Meeple Lab: de spelregels van Carcassonne verkennen en er puzzels mee maken.</translation>
    </message>
    <message>
        <location filename="../src/app/appstartup.cpp" line="27" />
        <source>FILE</source>
        <translation>BESTAND</translation>
    </message>
    <message>
        <location filename="../src/app/appstartup.cpp" line="28" />
        <source>The board file to open (.meeple). Without it, the example board opens.</source>
        <translation>Het bordbestand om te openen (.meeple). Zonder bestand verschijnt het voorbeeldbord.</translation>
    </message>
    <message>
        <location filename="../src/app/appstartup.cpp" line="30" />
        <source>[FILE]</source>
        <translation>[BESTAND]</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="312" />
        <source>&amp;File</source>
        <translation>&amp;Bestand</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="313" />
        <source>Open &amp;recent</source>
        <translation>&amp;Recent geopend</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="314" />
        <source>E&amp;xamples</source>
        <translation>&amp;Voorbeelden</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="315" />
        <source>&amp;Edit</source>
        <translation>Be&amp;werken</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="316" />
        <source>&amp;View</source>
        <translation>Beel&amp;d</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="317" />
        <source>&amp;Language</source>
        <translation>&amp;Taal</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="318" />
        <source>&amp;Help</source>
        <translation>&amp;Hulp</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="319" />
        <source>Tools</source>
        <translation>Gereedschap</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="320" />
        <source>&amp;New board…</source>
        <translation>&amp;Nieuw bord…</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="321" />
        <source>&amp;Open…</source>
        <translation>&amp;Openen…</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="322" />
        <source>Open a board file</source>
        <translation>Een bordbestand openen</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="323" />
        <source>&amp;Save</source>
        <translation>Op&amp;slaan</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="324" />
        <source>Save &amp;as…</source>
        <translation>Opslaan &amp;als…</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="325" />
        <source>&amp;Export picture…</source>
        <translation>Afbeelding &amp;exporteren…</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="326" />
        <source>Save the board as a PNG or SVG picture</source>
        <translation>Het bord bewaren als PNG- of SVG-afbeelding</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="327" />
        <source>&amp;Quit</source>
        <translation>&amp;Afsluiten</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="328" />
        <source>&amp;Undo</source>
        <translation>&amp;Ongedaan maken</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="329" />
        <source>&amp;Redo</source>
        <translation>&amp;Opnieuw</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="330" />
        <source>&amp;Delete selection</source>
        <translation>Selectie &amp;verwijderen</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="331" />
        <source>&amp;Turn clockwise</source>
        <translation>Met de klok mee &amp;draaien</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="332" />
        <source>R&amp;ules…</source>
        <translation>&amp;Spelregels…</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="333" />
        <source>Select</source>
        <translation>Selecteren</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="334" />
        <source>Select, move, turn (R) and delete tiles and figures</source>
        <translation>Tegels en speelstukken selecteren, verplaatsen, draaien (R) en verwijderen</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="335" />
        <source>Place tile</source>
        <translation>Tegel leggen</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="336" />
        <source>Place the tile picked in the palette; R turns it</source>
        <translation>Leg de gekozen tegel uit het palet; R draait hem</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="337" />
        <source>Place figure</source>
        <translation>Figuur plaatsen</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="338" />
        <source>Click the part of a tile where the figure stands</source>
        <translation>Klik op het deel van een tegel waar het speelstuk komt</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="339" />
        <source>Zoom &amp;in</source>
        <translation>&amp;Inzoomen</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="340" />
        <source>Zoom &amp;out</source>
        <translation>&amp;Uitzoomen</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="341" />
        <source>&amp;Fit board in window</source>
        <translation>Bord &amp;passend in venster</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="342" />
        <source>Show &amp;grid coordinates</source>
        <translation>&amp;Rastercoördinaten tonen</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="343" />
        <source>Show the position after the &amp;moves</source>
        <translation>Stand na de &amp;zetten tonen</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="344" />
        <source>&amp;About Meeple Lab</source>
        <translation>&amp;Over Meeple Lab</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="345" />
        <source>Board &amp;panel</source>
        <translation>Bord&amp;paneel</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="346" />
        <source>History</source>
        <translation>Geschiedenis</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="347" />
        <source>&lt;opened board&gt;</source>
        <translation>&lt;geopend bord&gt;</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="348" />
        <source>flock: 1,3</source>
        <translation>kudde: 1,3</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="349" />
        <source>Sheep tokens beside a new shepherd, separated by commas</source>
        <translation>Schapenfiches naast een nieuwe herder, gescheiden door komma’s</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="355" />
        <source>Meeple</source>
        <translation>Meeple</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="356" />
        <source>Shepherd</source>
        <translation>Herder</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="357" />
        <source>Mage</source>
        <translation>Tovenaar</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="358" />
        <source>Witch</source>
        <translation>Heks</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="374" />
        <source>Untitled</source>
        <translation>Naamloos</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="377" />
        <source>%1[*] — Meeple Lab</source>
        <translation>%1[*] — Meeple Lab</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="393" />
        <source>The moves no longer fit the board: %1</source>
        <translation>De zetten passen niet meer bij het bord: %1</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="400" />
        <source>&lt;h3&gt;Meeple Lab %1&lt;/h3&gt;&lt;p&gt;A rules explorer and puzzle editor for Carcassonne: the base game, Hills &amp;amp; Sheep, Castles in Germany and Mage &amp;amp; Witch.&lt;/p&gt;&lt;p&gt;Lay out a board with tiles and figures, save it, and export a picture.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Meeple Lab %1&lt;/h3&gt;&lt;p&gt;Een verkenner van de spelregels en een puzzelmaker voor Carcassonne: het basisspel, Heuvels &amp;amp; Schapen, Burchten in Duitsland en Tovenaar &amp;amp; Heks.&lt;/p&gt;&lt;p&gt;Leg een bord met tegels en speelstukken, bewaar het en maak er een afbeelding van.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindowfiles.cpp" line="74" />
        <source>Cannot open board</source>
        <translation>Bord kan niet worden geopend</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindowfiles.cpp" line="75" />
        <source>The board file %1 could not be opened.</source>
        <translation>Het bordbestand %1 kon niet worden geopend.</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindowfiles.cpp" line="79" />
        <source>Reason: %1</source>
        <translation>Reden: %1</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindowfiles.cpp" line="80" />
        <source>Place: %1
Reason: %2</source>
        <translation>Plaats: %1
Reden: %2</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindowfiles.cpp" line="88" />
        <source>Unsaved changes</source>
        <translation>Niet-opgeslagen wijzigingen</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindowfiles.cpp" line="88" />
        <source>The board has changes that are not saved. Save them?</source>
        <translation>Het bord heeft wijzigingen die niet zijn opgeslagen. Nu opslaan?</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindowfiles.cpp" line="119" />
        <source>Open board</source>
        <translation>Bord openen</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindowfiles.cpp" line="120" />
        <location filename="../src/app/mainwindowfiles.cpp" line="167" />
        <source>Meeple Lab boards (*.meeple)</source>
        <translation>Meeple Lab-borden (*.meeple)</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindowfiles.cpp" line="138" />
        <source>Rules not changed</source>
        <translation>Spelregels niet gewijzigd</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindowfiles.cpp" line="139" />
        <source>The board does not allow these rules: %1</source>
        <translation>Het bord laat deze spelregels niet toe: %1</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindowfiles.cpp" line="154" />
        <source>Cannot save</source>
        <translation>Opslaan mislukt</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindowfiles.cpp" line="155" />
        <source>The board could not be saved to %1: %2</source>
        <translation>Het bord kon niet worden opgeslagen in %1: %2</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindowfiles.cpp" line="159" />
        <source>Saved %1</source>
        <translation>%1 opgeslagen</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindowfiles.cpp" line="166" />
        <source>Save board</source>
        <translation>Bord opslaan</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindowfiles.cpp" line="217" />
        <source>Export failed</source>
        <translation>Exporteren mislukt</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindowfiles.cpp" line="218" />
        <source>The picture could not be saved: %1</source>
        <translation>De afbeelding kon niet worden bewaard: %1</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindowfiles.cpp" line="229" />
        <source>Players' colours below the board</source>
        <translation>Kleuren van de spelers onder het bord</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindowfiles.cpp" line="231" />
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindowfiles.cpp" line="232" />
        <source>Legend</source>
        <translation>Legenda</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindowfiles.cpp" line="240" />
        <source>PNG image (*.png)</source>
        <translation>PNG-afbeelding (*.png)</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindowfiles.cpp" line="241" />
        <source>SVG drawing (*.svg)</source>
        <translation>SVG-tekening (*.svg)</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindowfiles.cpp" line="226" />
        <location filename="../src/app/mainwindowfiles.cpp" line="242" />
        <source>Export picture</source>
        <translation>Afbeelding exporteren</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="399" />
        <source>About Meeple Lab</source>
        <translation>Over Meeple Lab</translation>
    </message>
</context>
<context>
    <name>ml::PlayersDock</name>
    <message>
        <location filename="../src/app/playersdock.cpp" line="125" />
        <source>Cannot change the player: %1</source>
        <translation>De speler kan niet worden gewijzigd: %1</translation>
    </message>
    <message>
        <location filename="../src/app/playersdock.cpp" line="134" />
        <source>Player colour</source>
        <translation>Kleur van de speler</translation>
    </message>
    <message>
        <location filename="../src/app/playersdock.cpp" line="159" />
        <source>Six players is the most a board may have here.</source>
        <translation>Een bord heeft hier hoogstens zes spelers.</translation>
    </message>
    <message>
        <location filename="../src/app/playersdock.cpp" line="168" />
        <source>Cannot remove the player: %1</source>
        <translation>De speler kan niet worden verwijderd: %1</translation>
    </message>
    <message>
        <location filename="../src/app/playersdock.cpp" line="173" />
        <source>Players</source>
        <translation>Spelers</translation>
    </message>
    <message>
        <location filename="../src/app/playersdock.cpp" line="175" />
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <location filename="../src/app/playersdock.cpp" line="175" />
        <source>Name</source>
        <translation>Naam</translation>
    </message>
    <message>
        <location filename="../src/app/playersdock.cpp" line="175" />
        <source>Colour</source>
        <translation>Kleur</translation>
    </message>
    <message>
        <location filename="../src/app/playersdock.cpp" line="175" />
        <source>Start score</source>
        <translation>Beginscore</translation>
    </message>
    <message>
        <location filename="../src/app/playersdock.cpp" line="175" />
        <source>Castles in hand</source>
        <translation>Burchten in de hand</translation>
    </message>
    <message>
        <location filename="../src/app/playersdock.cpp" line="176" />
        <source>Add player</source>
        <translation>Speler toevoegen</translation>
    </message>
    <message>
        <location filename="../src/app/playersdock.cpp" line="177" />
        <source>Remove player</source>
        <translation>Speler verwijderen</translation>
    </message>
</context>
<context>
    <name>ml::PuzzleAnswerText</name>
    <message>
        <location filename="../src/app/puzzleanswertext.cpp" line="12" />
        <source>Final scores</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/app/puzzleanswertext.cpp" line="14" />
        <source>Scores of the last move</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/app/puzzleanswertext.cpp" line="16" />
        <source>Best move</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/app/puzzleanswertext.cpp" line="20" />
        <source>Free question</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/app/puzzleanswertext.cpp" line="34" />
        <source>%1 %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/app/puzzleanswertext.cpp" line="43" />
        <source>witch</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/app/puzzleanswertext.cpp" line="43" />
        <source>mage</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/app/puzzleanswertext.cpp" line="50" />
        <source>(%1, %2) turned %3°</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/app/puzzleanswertext.cpp" line="53" />
        <source>, %1 taken off the board</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/app/puzzleanswertext.cpp" line="55" />
        <source>, %1 to (%2, %3) %4</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/app/puzzleanswertext.cpp" line="62" />
        <source>, no figure</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/app/puzzleanswertext.cpp" line="65" />
        <source>shepherd</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/app/puzzleanswertext.cpp" line="65" />
        <source>meeple</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/app/puzzleanswertext.cpp" line="66" />
        <source>, %1 on %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/app/puzzleanswertext.cpp" line="68" />
        <source>, then grow the flock</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/app/puzzleanswertext.cpp" line="69" />
        <source>, then drive the flock to the stable</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/app/puzzleanswertext.cpp" line="82" />
        <source>Gain over the others: %1</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>ml::PuzzleAuthorDialog</name>
    <message>
        <location filename="../src/app/puzzleauthordialog.cpp" line="189" />
        <source>Puzzle</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/app/puzzleauthordialog.cpp" line="190" />
        <source>&amp;Kind:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/app/puzzleauthordialog.cpp" line="194" />
        <source>&amp;Player to move:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/app/puzzleauthordialog.cpp" line="196" />
        <source>&amp;Tile to place:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/app/puzzleauthordialog.cpp" line="198" />
        <source>Question</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/app/puzzleauthordialog.cpp" line="199" />
        <source>Hints</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/app/puzzleauthordialog.cpp" line="200" />
        <source>Explanation</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/app/puzzleauthordialog.cpp" line="201" />
        <source>Written answer</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/app/puzzleauthordialog.cpp" line="202" />
        <source>English</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/app/puzzleauthordialog.cpp" line="202" />
        <source>Dutch</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/app/puzzleauthordialog.cpp" line="203" />
        <source>&amp;Add hint</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/app/puzzleauthordialog.cpp" line="204" />
        <source>&amp;Remove hint</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/app/puzzleauthordialog.cpp" line="205" />
        <source>Answer key</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/app/puzzleauthordialog.cpp" line="206" />
        <source>&amp;Compute answer</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/app/puzzleauthordialog.cpp" line="207" />
        <source>Stop</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/app/puzzleauthordialog.cpp" line="208" />
        <source>Best moves found, with their gain:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/app/puzzleauthordialog.cpp" line="209" />
        <source>I have checked this answer against the rules</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/app/puzzleauthordialog.cpp" line="309" />
        <source>Choose a player and a tile first.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/app/puzzleauthordialog.cpp" line="311" />
        <source>A free question has no computed answer: write it on the "Written answer" tab.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/app/puzzleauthordialog.cpp" line="334" />
        <source>The search was stopped; no answer.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/app/puzzleauthordialog.cpp" line="336" />
        <source>The tile fits nowhere on this board.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/app/puzzleauthordialog.cpp" line="370" />
        <source>The best move is unique: the puzzle has one right answer.</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../src/app/puzzleauthordialog.cpp" line="372" />
        <source>%n moves share the best gain; each of them counts as right.</source>
        <translation type="unfinished">
            <numerusform />
            <numerusform />
        </translation>
    </message>
    <message>
        <location filename="../src/app/puzzleauthordialog.cpp" line="383" />
        <source>%1: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/app/puzzleauthordialog.cpp" line="410" />
        <source>Write the question in English at least.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/app/puzzleauthordialog.cpp" line="412" />
        <source>Write the answer on the "Written answer" tab.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/app/puzzleauthordialog.cpp" line="414" />
        <source>Compute the answer key with the rules engine.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/app/puzzleauthordialog.cpp" line="416" />
        <source>Check the answer key, then tick the box to confirm it.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/app/puzzleauthordialog.cpp" line="417" />
        <source>The board does not replay: %1</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>ml::PuzzleLibraryDialog</name>
    <message>
        <location filename="../src/app/puzzlelibrarydialog.cpp" line="58" />
        <source>Puzzle library</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/app/puzzlelibrarydialog.cpp" line="59" />
        <source>Choose a puzzle. The answer stays hidden until you ask for it.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/app/puzzlelibrarydialog.cpp" line="70" />
        <source>%1. %2 (%3)</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>ml::PuzzleSolverDock</name>
    <message>
        <location filename="../src/app/puzzlesolverdock.cpp" line="188" />
        <source>Puzzle</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/app/puzzlesolverdock.cpp" line="189" />
        <source>Your answer, points per player:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/app/puzzlesolverdock.cpp" line="190" />
        <source>Your move: where the tile goes, how it is turned, and the figure you put on it. You can also play it on the board.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/app/puzzlesolverdock.cpp" line="192" />
        <source>Column:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/app/puzzlesolverdock.cpp" line="193" />
        <source>Row:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/app/puzzlesolverdock.cpp" line="194" />
        <source>Turned:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/app/puzzlesolverdock.cpp" line="195" />
        <source>Figure:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/app/puzzlesolverdock.cpp" line="196" />
        <source>Flock:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/app/puzzlesolverdock.cpp" line="198" />
        <source>%1°</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/app/puzzlesolverdock.cpp" line="199" />
        <source>No shepherd action</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/app/puzzlesolverdock.cpp" line="200" />
        <source>Grow the flock</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/app/puzzlesolverdock.cpp" line="201" />
        <source>Drive the flock to the stable</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/app/puzzlesolverdock.cpp" line="202" />
        <source>Your answer (for yourself; compare it with the written answer on Reveal):</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/app/puzzlesolverdock.cpp" line="204" />
        <source>&amp;Check</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/app/puzzlesolverdock.cpp" line="205" />
        <source>&amp;Reveal</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/app/puzzlesolverdock.cpp" line="234" />
        <source>This board has no puzzle.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/app/puzzlesolverdock.cpp" line="247" />
        <source>The answer cannot be worked out: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/app/puzzlesolverdock.cpp" line="249" />
        <source>The board does not replay: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/app/puzzlesolverdock.cpp" line="252" />
        <source>The puzzle cannot be read: %1: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/app/puzzlesolverdock.cpp" line="303" />
        <source>No puzzle</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/app/puzzlesolverdock.cpp" line="309" />
        <source>Hint %1: %2</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../src/app/puzzlesolverdock.cpp" line="312" />
        <source>&amp;Hint (%n left)</source>
        <translation type="unfinished">
            <numerusform />
            <numerusform />
        </translation>
    </message>
    <message>
        <location filename="../src/app/puzzlesolverdock.cpp" line="321" />
        <source>Answer: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/app/puzzlesolverdock.cpp" line="325" />
        <source>Why: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/app/puzzlesolverdock.cpp" line="333" />
        <source>No figure</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/app/puzzlesolverdock.cpp" line="341" />
        <source>Shepherd</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/app/puzzlesolverdock.cpp" line="341" />
        <source>Meeple</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/app/puzzlesolverdock.cpp" line="345" />
        <source>road</source>
        <translation type="unfinished">weg</translation>
    </message>
    <message>
        <location filename="../src/app/puzzlesolverdock.cpp" line="348" />
        <source>city</source>
        <translation type="unfinished">stad</translation>
    </message>
    <message>
        <location filename="../src/app/puzzlesolverdock.cpp" line="351" />
        <source>field</source>
        <translation type="unfinished">weide</translation>
    </message>
    <message>
        <location filename="../src/app/puzzlesolverdock.cpp" line="354" />
        <source>monastery</source>
        <translation type="unfinished">klooster</translation>
    </message>
    <message>
        <location filename="../src/app/puzzlesolverdock.cpp" line="357" />
        <source>castle</source>
        <translation type="unfinished">burcht</translation>
    </message>
    <message>
        <location filename="../src/app/puzzlesolverdock.cpp" line="360" />
        <source>%1 on the %2 (%3)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/app/puzzlesolverdock.cpp" line="432" />
        <source>Every score is right.</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../src/app/puzzlesolverdock.cpp" line="433" />
        <source>%n score(s) are not right yet.</source>
        <translation type="unfinished">
            <numerusform />
            <numerusform />
        </translation>
    </message>
    <message>
        <location filename="../src/app/puzzlesolverdock.cpp" line="444" />
        <source>The rules do not allow this move: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/app/puzzlesolverdock.cpp" line="450" />
        <source>This is a best move: it gains %1 over the others.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/app/puzzlesolverdock.cpp" line="454" />
        <source>This move gains %1 over the others; a better one exists.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/app/puzzlesolverdock.cpp" line="466" />
        <source>Right!</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/app/puzzlesolverdock.cpp" line="470" />
        <source>Not right.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/app/puzzlesolverdock.cpp" line="474" />
        <source>Not possible.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>ml::PuzzleTextEdit</name>
    <message>
        <location filename="../src/app/puzzletextedit.cpp" line="56" />
        <source>English</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/app/puzzletextedit.cpp" line="57" />
        <source>Dutch</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/app/puzzletextedit.cpp" line="58" />
        <source>Required</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/app/puzzletextedit.cpp" line="59" />
        <source>Falls back to English when empty</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>ml::RulesDialog</name>
    <message>
        <location filename="../src/app/rulesdialog.cpp" line="42" />
        <source>Points for a two-tile city</source>
        <translation>Punten voor een stad van twee tegels</translation>
    </message>
    <message>
        <location filename="../src/app/rulesdialog.cpp" line="43" />
        <source>Farmers score</source>
        <translation>Telling van de boeren</translation>
    </message>
    <message>
        <location filename="../src/app/rulesdialog.cpp" line="44" />
        <source>Hill tie-break</source>
        <translation>Heuvel bij gelijkspel</translation>
    </message>
    <message>
        <location filename="../src/app/rulesdialog.cpp" line="45" />
        <source>Shepherd action</source>
        <translation>Actie van de herder</translation>
    </message>
    <message>
        <location filename="../src/app/rulesdialog.cpp" line="46" />
        <source>A castle tile counts as</source>
        <translation>Een burchttegel telt als</translation>
    </message>
    <message>
        <location filename="../src/app/rulesdialog.cpp" line="47" />
        <source>Game end with castles</source>
        <translation>Einde van het spel met burchten</translation>
    </message>
    <message>
        <location filename="../src/app/rulesdialog.cpp" line="49" />
        <source>Witch halves the castle bonus</source>
        <translation>Heks halveert de burchtbonus</translation>
    </message>
    <message>
        <location filename="../src/app/rulesdialog.cpp" line="58" />
        <source>New board</source>
        <translation>Nieuw bord</translation>
    </message>
    <message>
        <location filename="../src/app/rulesdialog.cpp" line="58" />
        <source>Rules</source>
        <translation>Spelregels</translation>
    </message>
    <message>
        <location filename="../src/app/rulesdialog.cpp" line="66" />
        <source>Sets</source>
        <translation>Uitbreidingen</translation>
    </message>
    <message>
        <location filename="../src/app/rulesdialog.cpp" line="69" />
        <source>Base game</source>
        <translation>Basisspel</translation>
    </message>
    <message>
        <location filename="../src/app/rulesdialog.cpp" line="70" />
        <source>Hills &amp; Sheep</source>
        <translation>Heuvels &amp; Schapen</translation>
    </message>
    <message>
        <location filename="../src/app/rulesdialog.cpp" line="71" />
        <source>Castles in Germany</source>
        <translation>Burchten in Duitsland</translation>
    </message>
    <message>
        <location filename="../src/app/rulesdialog.cpp" line="72" />
        <source>Mage &amp; Witch</source>
        <translation>Tovenaar &amp; Heks</translation>
    </message>
    <message>
        <location filename="../src/app/rulesdialog.cpp" line="86" />
        <source>Edition</source>
        <translation>Editie</translation>
    </message>
    <message>
        <location filename="../src/app/rulesdialog.cpp" line="92" />
        <source>Players</source>
        <translation>Spelers</translation>
    </message>
    <message>
        <location filename="../src/app/rulesdialog.cpp" line="98" />
        <source>Default of the edition</source>
        <translation>Standaard van de editie</translation>
    </message>
    <message>
        <location filename="../src/app/rulesdialog.cpp" line="167" />
        <source>Change rules</source>
        <translation>Spelregels wijzigen</translation>
    </message>
</context>
<context>
    <name>ml::ScoreLogDock</name>
    <message>
        <location filename="../src/app/scorelogdock.cpp" line="82" />
        <source>Score log</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/app/scorelogdock.cpp" line="83" />
        <source>Scores</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/app/scorelogdock.cpp" line="84" />
        <source>Player</source>
        <translation type="unfinished">Speler</translation>
    </message>
    <message>
        <location filename="../src/app/scorelogdock.cpp" line="84" />
        <source>At this step</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/app/scorelogdock.cpp" line="84" />
        <source>At the end</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>ml::ScoreLogModel</name>
    <message>
        <location filename="../src/editor/scorelogmodel.cpp" line="162" />
        <source>Final scoring</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/editor/scorelogmodel.cpp" line="168" />
        <source>Move %1: %2 discards %3</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/editor/scorelogmodel.cpp" line="169" />
        <source>Move %1: %2, castle %3 at %4</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/editor/scorelogmodel.cpp" line="170" />
        <source>Move %1: %2, tile %3 at %4</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/editor/scorelogmodel.cpp" line="252" />
        <source>Move and scoring</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>ml::SelectTool</name>
    <message>
        <location filename="../src/app/selecttool.cpp" line="107" />
        <source>The tiles cannot go there: %1</source>
        <translation>De tegels kunnen daar niet liggen: %1</translation>
    </message>
    <message>
        <location filename="../src/app/selecttool.cpp" line="120" />
        <source>The tiles cannot turn: %1</source>
        <translation>De tegels kunnen niet draaien: %1</translation>
    </message>
    <message>
        <location filename="../src/app/selecttool.cpp" line="132" />
        <source>Cannot delete: %1</source>
        <translation>Verwijderen lukt niet: %1</translation>
    </message>
</context>
<context>
    <name>ml::StepperDock</name>
    <message>
        <location filename="../src/app/stepperdock.cpp" line="152" />
        <source>Step through</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/app/stepperdock.cpp" line="153" />
        <source>First</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/app/stepperdock.cpp" line="154" />
        <source>The set-up, before the first move (Home)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/app/stepperdock.cpp" line="155" />
        <source>Previous</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/app/stepperdock.cpp" line="156" />
        <source>One step back (Left or Alt+Left)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/app/stepperdock.cpp" line="157" />
        <source>Next</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/app/stepperdock.cpp" line="158" />
        <source>One step forward (Right or Alt+Right)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/app/stepperdock.cpp" line="159" />
        <source>Last</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/app/stepperdock.cpp" line="160" />
        <source>The last step, the end of the final scoring (End)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/app/stepperdock.cpp" line="161" />
        <source>Player</source>
        <translation type="unfinished">Speler</translation>
    </message>
    <message>
        <location filename="../src/app/stepperdock.cpp" line="161" />
        <source>Score</source>
        <translation type="unfinished">Punten</translation>
    </message>
    <message>
        <location filename="../src/app/stepperdock.cpp" line="161" />
        <source>This step</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/app/stepperdock.cpp" line="186" />
        <source>The next move is refused: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/app/stepperdock.cpp" line="195" />
        <source>No board</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/app/stepperdock.cpp" line="196" />
        <source>The board cannot be set up</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/app/stepperdock.cpp" line="207" />
        <source>Step %1 of %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/app/stepperdock.cpp" line="220" />
        <source>+%1</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>ml::TilePaletteDock</name>
    <message>
        <location filename="../src/app/tilepalettedock.cpp" line="100" />
        <source>Tiles</source>
        <translation>Tegels</translation>
    </message>
    <message>
        <location filename="../src/app/tilepalettedock.cpp" line="101" />
        <source>Search by id…</source>
        <translation>Zoeken op id…</translation>
    </message>
    <message>
        <location filename="../src/app/tilepalettedock.cpp" line="105" />
        <source>All sets</source>
        <translation>Alle uitbreidingen</translation>
    </message>
    <message>
        <location filename="../src/app/tilepalettedock.cpp" line="106" />
        <source>Base game</source>
        <translation>Basisspel</translation>
    </message>
    <message>
        <location filename="../src/app/tilepalettedock.cpp" line="107" />
        <source>Hills &amp; Sheep</source>
        <translation>Heuvels &amp; Schapen</translation>
    </message>
    <message>
        <location filename="../src/app/tilepalettedock.cpp" line="108" />
        <source>Castles in Germany</source>
        <translation>Burchten in Duitsland</translation>
    </message>
    <message>
        <location filename="../src/app/tilepalettedock.cpp" line="109" />
        <source>Mage &amp; Witch</source>
        <translation>Tovenaar &amp; Heks</translation>
    </message>
</context>
<context>
    <name>ml::TilePlaceTool</name>
    <message>
        <location filename="../src/app/tileplacetool.cpp" line="47" />
        <source>Pick a tile in the palette.</source>
        <translation>Kies een tegel in het palet.</translation>
    </message>
    <message>
        <location filename="../src/app/tileplacetool.cpp" line="48" />
        <source>Click to place tile %1; R turns it.</source>
        <translation>Klik om tegel %1 te leggen; R draait hem.</translation>
    </message>
    <message>
        <location filename="../src/app/tileplacetool.cpp" line="90" />
        <source>Tile %1 fits at %2,%3 (turned %4°).</source>
        <translation>Tegel %1 past op %2,%3 (%4° gedraaid).</translation>
    </message>
    <message>
        <location filename="../src/app/tileplacetool.cpp" line="96" />
        <source>Tile %1 cannot go at %2,%3: %4 (%5)</source>
        <translation>Tegel %1 past niet op %2,%3: %4 (%5)</translation>
    </message>
    <message>
        <location filename="../src/app/tileplacetool.cpp" line="117" />
        <source>Tile %1 cannot go there: %2</source>
        <translation>Tegel %1 kan daar niet liggen: %2</translation>
    </message>
</context>
<context>
    <name>ml::VariantCompareDialog</name>
    <message>
        <location filename="../src/app/variantcomparedialog.cpp" line="74" />
        <source>Small city of two tiles (tinyCity)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/app/variantcomparedialog.cpp" line="75" />
        <source>Farmers (farmers)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/app/variantcomparedialog.cpp" line="76" />
        <source>Hill tie-break (hillTiebreak)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/app/variantcomparedialog.cpp" line="77" />
        <source>Shepherd action (shepherdAction)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/app/variantcomparedialog.cpp" line="78" />
        <source>Castle tile counts as (castleCount)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/app/variantcomparedialog.cpp" line="79" />
        <source>End with castles in hand (castleEnd)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/app/variantcomparedialog.cpp" line="81" />
        <source>Witch halves the castle bonus (witchHalvesCastleBonus)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/app/variantcomparedialog.cpp" line="135" />
        <source>%1 (this board)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/app/variantcomparedialog.cpp" line="161" />
        <source>With %1 = %2 the board cannot be played: %3</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/app/variantcomparedialog.cpp" line="163" />
        <source>The board cannot be played: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/app/variantcomparedialog.cpp" line="168" />
        <source>With %1 = %2 every scoring comes out the same.</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../src/app/variantcomparedialog.cpp" line="170" />
        <source>%n scoring(s) differ with %1 = %2 instead of %3.</source>
        <translation type="unfinished">
            <numerusform />
            <numerusform />
        </translation>
    </message>
    <message>
        <location filename="../src/app/variantcomparedialog.cpp" line="177" />
        <source>Final scoring</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/app/variantcomparedialog.cpp" line="177" />
        <source>Move %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/app/variantcomparedialog.cpp" line="178" />
        <source>(no such scoring)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/app/variantcomparedialog.cpp" line="209" />
        <source>Compare variants</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/app/variantcomparedialog.cpp" line="210" />
        <source>Score this board again with one rules option changed and see which scorings and totals come out differently.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/app/variantcomparedialog.cpp" line="212" />
        <source>&amp;Option:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/app/variantcomparedialog.cpp" line="213" />
        <source>&amp;Value:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/app/variantcomparedialog.cpp" line="214" />
        <source>When</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/app/variantcomparedialog.cpp" line="214" />
        <source>With the board's rules</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/app/variantcomparedialog.cpp" line="214" />
        <source>With the variant</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/app/variantcomparedialog.cpp" line="215" />
        <source>Player</source>
        <translation type="unfinished">Speler</translation>
    </message>
    <message>
        <location filename="../src/app/variantcomparedialog.cpp" line="215" />
        <source>Board's rules</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/app/variantcomparedialog.cpp" line="215" />
        <source>Variant</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../src/app/variantcomparedialog.cpp" line="215" />
        <source>Difference</source>
        <translation type="unfinished" />
    </message>
</context>
</TS>