<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_GB">
<context>
    <name>BoardRenderer</name>
    <message>
        <location filename="../src/render/boardrenderer.cpp" line="133"/>
        <source>the picture size must be positive</source>
        <translation>the picture size must be positive</translation>
    </message>
    <message>
        <location filename="../src/render/boardrenderer.cpp" line="138"/>
        <location filename="../src/render/boardrenderer.cpp" line="165"/>
        <source>cannot write %1</source>
        <translation>cannot write %1</translation>
    </message>
    <message>
        <location filename="../src/render/boardrenderer.cpp" line="150"/>
        <source>cannot write %1: %2</source>
        <translation>cannot write %1: %2</translation>
    </message>
</context>
<context>
    <name>Commands</name>
    <message numerus="yes">
        <location filename="../src/app/selecttool.cpp" line="154"/>
        <source>Move %n tile(s)</source>
        <translation>
            <numerusform>Move %n tile</numerusform>
            <numerusform>Move %n tiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/app/selecttool.cpp" line="253"/>
        <source>Rotate %n tile(s)</source>
        <translation>
            <numerusform>Rotate %n tile</numerusform>
            <numerusform>Rotate %n tiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/boarddocument.cpp" line="312"/>
        <source>Remove %n tile(s)</source>
        <translation>
            <numerusform>Remove %n tile</numerusform>
            <numerusform>Remove %n tiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/boarddocument.cpp" line="323"/>
        <source>Remove %n figure(s)</source>
        <translation>
            <numerusform>Remove %n figure</numerusform>
            <numerusform>Remove %n figures</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/editor/figurecommands.cpp" line="25"/>
        <source>Place %1</source>
        <translation>Place %1</translation>
    </message>
    <message>
        <location filename="../src/editor/figurecommands.cpp" line="51"/>
        <source>Move %1</source>
        <translation>Move %1</translation>
    </message>
    <message>
        <location filename="../src/editor/figurecommands.cpp" line="73"/>
        <source>Remove %1</source>
        <translation>Remove %1</translation>
    </message>
    <message>
        <location filename="../src/editor/playercommands.cpp" line="19"/>
        <source>Add player %1</source>
        <translation>Add player %1</translation>
    </message>
    <message>
        <location filename="../src/editor/playercommands.cpp" line="42"/>
        <source>Remove player %1</source>
        <translation>Remove player %1</translation>
    </message>
    <message>
        <location filename="../src/editor/playercommands.cpp" line="68"/>
        <source>Change player %1</source>
        <translation>Change player %1</translation>
    </message>
    <message>
        <location filename="../src/editor/rulecommands.cpp" line="41"/>
        <source>Set rule option %1</source>
        <translation>Set rule option %1</translation>
    </message>
    <message>
        <location filename="../src/editor/rulecommands.cpp" line="63"/>
        <source>Change sets and edition</source>
        <translation>Change sets and edition</translation>
    </message>
    <message>
        <location filename="../src/editor/tilecommands.cpp" line="30"/>
        <source>Place tile %1</source>
        <translation>Place tile %1</translation>
    </message>
    <message>
        <location filename="../src/editor/tilecommands.cpp" line="55"/>
        <source>Move tile %1</source>
        <translation>Move tile %1</translation>
    </message>
    <message>
        <location filename="../src/editor/tilecommands.cpp" line="78"/>
        <source>Rotate tile %1</source>
        <translation>Rotate tile %1</translation>
    </message>
    <message>
        <location filename="../src/editor/tilecommands.cpp" line="97"/>
        <source>Remove tile %1</source>
        <translation>Remove tile %1</translation>
    </message>
    <message>
        <location filename="../src/editor/movecommands.cpp" line="119"/>
        <source>Record move %1</source>
        <translation>Record move %1</translation>
    </message>
    <message>
        <location filename="../src/editor/movecommands.cpp" line="130"/>
        <source>Remove move %1</source>
        <translation>Remove move %1</translation>
    </message>
    <message>
        <location filename="../src/editor/movecommands.cpp" line="131"/>
        <source>Remove moves %1-%2</source>
        <translation>Remove moves %1-%2</translation>
    </message>
    <message>
        <location filename="../src/editor/movecommands.cpp" line="140"/>
        <source>Change move %1</source>
        <translation>Change move %1</translation>
    </message>
    <message>
        <location filename="../src/editor/puzzlecommands.cpp" line="27"/>
        <source>Remove puzzle</source>
        <translation>Remove puzzle</translation>
    </message>
    <message>
        <location filename="../src/editor/puzzlecommands.cpp" line="28"/>
        <source>Set puzzle</source>
        <translation>Set puzzle</translation>
    </message>
</context>
<context>
    <name>RecoveryStore</name>
    <message>
        <location filename="../src/editor/recoverystore.cpp" line="49"/>
        <source>cannot make the folder %1</source>
        <translation>cannot make the folder %1</translation>
    </message>
    <message>
        <location filename="../src/editor/recoverystore.cpp" line="61"/>
        <source>cannot lock the recovery folder %1</source>
        <translation>cannot lock the recovery folder %1</translation>
    </message>
</context>
<context>
    <name>SaveFile</name>
    <message>
        <location filename="../src/editor/savewrite.cpp" line="20"/>
        <source>only %1 of %2 bytes could be written (is the disk full?); the file was left as it was</source>
        <translation>only %1 of %2 bytes could be written (is the disk full?); the file was left as it was</translation>
    </message>
</context>
<context>
    <name>TilePaletteModel</name>
    <message>
        <location filename="../src/editor/tilepalettemodel.cpp" line="59"/>
        <source>%1 (%2 left)</source>
        <extracomment>palette entry: tile id and copies left, e.g. &quot;D (3 left)&quot;</extracomment>
        <translation>%1 (%2 left)</translation>
    </message>
    <message>
        <location filename="../src/editor/tilepalettemodel.cpp" line="61"/>
        <source>Tile %1: %2 of %3 copies left</source>
        <translation>Tile %1: %2 of %3 copies left</translation>
    </message>
</context>
<context>
    <name>ml::BoardDocument</name>
    <message>
        <location filename="../src/editor/boarddocument.cpp" line="155"/>
        <source>north side</source>
        <translation>north side</translation>
    </message>
    <message>
        <location filename="../src/editor/boarddocument.cpp" line="157"/>
        <source>east side</source>
        <translation>east side</translation>
    </message>
    <message>
        <location filename="../src/editor/boarddocument.cpp" line="159"/>
        <source>south side</source>
        <translation>south side</translation>
    </message>
    <message>
        <location filename="../src/editor/boarddocument.cpp" line="161"/>
        <source>west side</source>
        <translation>west side</translation>
    </message>
    <message>
        <location filename="../src/editor/boarddocument.cpp" line="165"/>
        <source>city</source>
        <translation>city</translation>
    </message>
    <message>
        <location filename="../src/editor/boarddocument.cpp" line="165"/>
        <source>road</source>
        <translation>road</translation>
    </message>
    <message>
        <location filename="../src/editor/boarddocument.cpp" line="165"/>
        <source>field</source>
        <translation>field</translation>
    </message>
    <message>
        <location filename="../src/editor/boarddocument.cpp" line="168"/>
        <source>%1 of %2,%3 (%4) against %5 of %6,%7 (%8)</source>
        <extracomment>a mismatched edge: &quot;east side of 1,0 (road) against west side of 2,0 (city)&quot;</extracomment>
        <translation>%1 of %2,%3 (%4) against %5 of %6,%7 (%8)</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/boarddocument.cpp" line="185"/>
        <source>and %n more</source>
        <translation>
            <numerusform>and %n more</numerusform>
            <numerusform>and %n more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/boarddocument.cpp" line="186"/>
        <source>the board has %n mismatched side(s): %1. A board file may not hold mismatched sides (R-BASE-3), so it would not open again; fix or remove those tiles first.</source>
        <translation>
            <numerusform>the board has %n mismatched side: %1. A board file may not hold mismatched sides (R-BASE-3), so it would not open again; fix or remove those tiles first.</numerusform>
            <numerusform>the board has %n mismatched sides: %1. A board file may not hold mismatched sides (R-BASE-3), so it would not open again; fix or remove those tiles first.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/editor/boarddocument.cpp" line="367"/>
        <source>tiles[%1]: the sides do not match: %2 (R-BASE-3); switch on free placement (F) to put a tile there anyway</source>
        <translation>tiles[%1]: the sides do not match: %2 (R-BASE-3); switch on free placement (F) to put a tile there anyway</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/boarddocument.cpp" line="391"/>
        <source>the set-up has %n mismatched side(s), which must be fixed before the moves can be replayed</source>
        <translation>
            <numerusform>the set-up has %n mismatched side, which must be fixed before the moves can be replayed</numerusform>
            <numerusform>the set-up has %n mismatched sides, which must be fixed before the moves can be replayed</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ml::BoardInfoDock</name>
    <message>
        <location filename="../src/app/boardinfodock.cpp" line="105"/>
        <source>Board</source>
        <translation>Board</translation>
    </message>
    <message>
        <location filename="../src/app/boardinfodock.cpp" line="106"/>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <location filename="../src/app/boardinfodock.cpp" line="107"/>
        <source>Scoring</source>
        <translation>Scoring</translation>
    </message>
    <message>
        <location filename="../src/app/boardinfodock.cpp" line="108"/>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <location filename="../src/app/boardinfodock.cpp" line="108"/>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <location filename="../src/app/boardinfodock.cpp" line="108"/>
        <source>Meeples in hand</source>
        <translation>Meeples in hand</translation>
    </message>
    <message>
        <location filename="../src/app/boardinfodock.cpp" line="111"/>
        <source>Untitled board</source>
        <translation>Untitled board</translation>
    </message>
    <message>
        <location filename="../src/app/boardinfodock.cpp" line="141"/>
        <source>Nothing has been scored yet.</source>
        <translation>Nothing has been scored yet.</translation>
    </message>
    <message>
        <location filename="../src/app/boardinfodock.cpp" line="192"/>
        <source>road</source>
        <translation>road</translation>
    </message>
    <message>
        <location filename="../src/app/boardinfodock.cpp" line="193"/>
        <source>city</source>
        <translation>city</translation>
    </message>
    <message>
        <location filename="../src/app/boardinfodock.cpp" line="194"/>
        <source>monastery</source>
        <translation>monastery</translation>
    </message>
    <message>
        <location filename="../src/app/boardinfodock.cpp" line="195"/>
        <source>castle</source>
        <translation>castle</translation>
    </message>
    <message>
        <location filename="../src/app/boardinfodock.cpp" line="196"/>
        <source>field</source>
        <translation>field</translation>
    </message>
    <message>
        <location filename="../src/app/boardinfodock.cpp" line="197"/>
        <source>flock</source>
        <translation>flock</translation>
    </message>
    <message>
        <location filename="../src/app/boardinfodock.cpp" line="217"/>
        <source>%1 completed</source>
        <translation>%1 completed</translation>
    </message>
    <message>
        <location filename="../src/app/boardinfodock.cpp" line="219"/>
        <source>%1 unfinished</source>
        <translation>%1 unfinished</translation>
    </message>
    <message>
        <location filename="../src/app/boardinfodock.cpp" line="223"/>
        <source>%1 +%2</source>
        <translation>%1 +%2</translation>
    </message>
    <message>
        <location filename="../src/app/boardinfodock.cpp" line="224"/>
        <source>nobody scores</source>
        <translation>nobody scores</translation>
    </message>
    <message>
        <location filename="../src/app/boardinfodock.cpp" line="227"/>
        <source>Final scoring: %1, %2</source>
        <translation>Final scoring: %1, %2</translation>
    </message>
    <message>
        <location filename="../src/app/boardinfodock.cpp" line="228"/>
        <source>Move %1: %2, %3</source>
        <translation>Move %1: %2, %3</translation>
    </message>
</context>
<context>
    <name>ml::EditorTool</name>
    <message>
        <location filename="../src/app/editortool.cpp" line="21"/>
        <source>Road</source>
        <translation>Road</translation>
    </message>
    <message>
        <location filename="../src/app/editortool.cpp" line="23"/>
        <source>City</source>
        <translation>City</translation>
    </message>
    <message>
        <location filename="../src/app/editortool.cpp" line="25"/>
        <source>Field</source>
        <translation>Field</translation>
    </message>
    <message>
        <location filename="../src/app/editortool.cpp" line="27"/>
        <source>Monastery</source>
        <translation>Monastery</translation>
    </message>
    <message>
        <location filename="../src/app/editortool.cpp" line="29"/>
        <source>Castle</source>
        <translation>Castle</translation>
    </message>
    <message>
        <location filename="../src/app/editortool.cpp" line="38"/>
        <source>the mage</source>
        <translation>the mage</translation>
    </message>
    <message>
        <location filename="../src/app/editortool.cpp" line="40"/>
        <source>the witch</source>
        <translation>the witch</translation>
    </message>
    <message>
        <location filename="../src/app/editortool.cpp" line="48"/>
        <source>%1 (shepherd)</source>
        <translation>%1 (shepherd)</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/app/editortool.cpp" line="118"/>
        <source>%n cell(s)</source>
        <translation>
            <numerusform>%n cell</numerusform>
            <numerusform>%n cells</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/app/editortool.cpp" line="120"/>
        <source>%n coat(s) of arms</source>
        <translation>
            <numerusform>%n coat of arms</numerusform>
            <numerusform>%n coats of arms</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/app/editortool.cpp" line="122"/>
        <source>complete</source>
        <translation>complete</translation>
    </message>
    <message>
        <location filename="../src/app/editortool.cpp" line="122"/>
        <source>not complete</source>
        <translation>not complete</translation>
    </message>
    <message>
        <location filename="../src/app/editortool.cpp" line="123"/>
        <source>nobody holds it</source>
        <translation>nobody holds it</translation>
    </message>
    <message>
        <location filename="../src/app/editortool.cpp" line="124"/>
        <source>held by %1</source>
        <translation>held by %1</translation>
    </message>
</context>
<context>
    <name>ml::EventText</name>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="63"/>
        <source>%1 and %2</source>
        <comment>list of players</comment>
        <translation>%1 and %2</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="63"/>
        <location filename="../src/editor/eventtext.cpp" line="162"/>
        <location filename="../src/editor/eventtext.cpp" line="234"/>
        <location filename="../src/editor/eventtext.cpp" line="261"/>
        <source>, </source>
        <comment>list separator</comment>
        <translation>, </translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="68"/>
        <source>road</source>
        <translation>road</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="69"/>
        <source>city</source>
        <translation>city</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="70"/>
        <source>monastery</source>
        <translation>monastery</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="71"/>
        <source>castle</source>
        <translation>castle</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="72"/>
        <source>field</source>
        <translation>field</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="73"/>
        <source>flock</source>
        <translation>flock</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="86"/>
        <source>north</source>
        <comment>compass side</comment>
        <translation>north</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="88"/>
        <source>east</source>
        <comment>compass side</comment>
        <translation>east</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="90"/>
        <source>south</source>
        <comment>compass side</comment>
        <translation>south</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="92"/>
        <source>west</source>
        <comment>compass side</comment>
        <translation>west</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="107"/>
        <source>on %1</source>
        <comment>location of a monastery or castle: cell</comment>
        <translation>on %1</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="137"/>
        <source>on the east side of %1</source>
        <translation>on the east side of %1</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="139"/>
        <source>on the north-east side of %1</source>
        <translation>on the north-east side of %1</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="141"/>
        <source>on the north side of %1</source>
        <translation>on the north side of %1</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="143"/>
        <source>on the north-west side of %1</source>
        <translation>on the north-west side of %1</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="145"/>
        <source>on the west side of %1</source>
        <translation>on the west side of %1</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="147"/>
        <source>on the south-west side of %1</source>
        <translation>on the south-west side of %1</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="149"/>
        <source>on the south side of %1</source>
        <translation>on the south side of %1</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="151"/>
        <source>on the south-east side of %1</source>
        <translation>on the south-east side of %1</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="153"/>
        <source>in the middle of %1</source>
        <translation>in the middle of %1</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="162"/>
        <source>Cells: %1</source>
        <translation>Cells: %1</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="167"/>
        <source>the wolf</source>
        <translation>the wolf</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/eventtext.cpp" line="168"/>
        <source>%n sheep</source>
        <comment>a sheep token</comment>
        <translation>
            <numerusform>%n sheep</numerusform>
            <numerusform>%n sheep</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="175"/>
        <source>Set-up</source>
        <translation>Set-up</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="177"/>
        <source>Phase 1: placing a tile</source>
        <translation>Phase 1: placing a tile</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="179"/>
        <source>Phase 1: discarding a tile</source>
        <translation>Phase 1: discarding a tile</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="181"/>
        <source>Mage and witch</source>
        <translation>Mage and witch</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="183"/>
        <source>Phase 2: placing a figure</source>
        <translation>Phase 2: placing a figure</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="185"/>
        <source>Shepherd: flock action</source>
        <translation>Shepherd: flock action</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="187"/>
        <location filename="../src/editor/eventtext.cpp" line="243"/>
        <source>Flock to the stable</source>
        <translation>Flock to the stable</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="189"/>
        <source>Phase 3: scoring</source>
        <translation>Phase 3: scoring</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="191"/>
        <source>Phase 3: figures return</source>
        <translation>Phase 3: figures return</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="193"/>
        <source>Final scoring</source>
        <translation>Final scoring</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="195"/>
        <source>End of the game</source>
        <translation>End of the game</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/eventtext.cpp" line="203"/>
        <source>%n tile(s)</source>
        <translation>
            <numerusform>%n tile</numerusform>
            <numerusform>%n tiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/eventtext.cpp" line="204"/>
        <source>%n coat(s) of arms</source>
        <translation>
            <numerusform>%n coat of arms</numerusform>
            <numerusform>%n coats of arms</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/eventtext.cpp" line="205"/>
        <source>small city of %n tile(s), old rule</source>
        <translation>
            <numerusform>small city of %n tile, old rule</numerusform>
            <numerusform>small city of %n tiles, old rule</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="206"/>
        <source>the monastery itself</source>
        <translation>the monastery itself</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/eventtext.cpp" line="207"/>
        <source>%n surrounding tile(s)</source>
        <translation>
            <numerusform>%n surrounding tile</numerusform>
            <numerusform>%n surrounding tiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/eventtext.cpp" line="208"/>
        <source>%n vineyard(s) around it</source>
        <translation>
            <numerusform>%n vineyard around it</numerusform>
            <numerusform>%n vineyards around it</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="209"/>
        <source>the lord in the castle</source>
        <translation>the lord in the castle</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/eventtext.cpp" line="210"/>
        <source>%n castle(s) at its ends</source>
        <translation>
            <numerusform>%n castle at one end</numerusform>
            <numerusform>%n castles at its ends</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/eventtext.cpp" line="211"/>
        <source>the mage, %n tile(s)</source>
        <translation>
            <numerusform>the mage, %n tile</numerusform>
            <numerusform>the mage, %n tiles</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="212"/>
        <source>the witch halves the value</source>
        <translation>the witch halves the value</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/eventtext.cpp" line="213"/>
        <source>%n completed city(s)</source>
        <translation>
            <numerusform>%n completed city</numerusform>
            <numerusform>%n completed cities</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/eventtext.cpp" line="214"/>
        <source>%n sheep</source>
        <comment>in a flock</comment>
        <translation>
            <numerusform>%n sheep</numerusform>
            <numerusform>%n sheep</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/eventtext.cpp" line="222"/>
        <source>%1 → %n point(s) off</source>
        <comment>term: label</comment>
        <translation>
            <numerusform>%1 → %n point off</numerusform>
            <numerusform>%1 → %n points off</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/eventtext.cpp" line="226"/>
        <source>%1 × %2 → %n point(s)</source>
        <comment>term: label, points per item</comment>
        <translation>
            <numerusform>%1 × %2 → %n point</numerusform>
            <numerusform>%1 × %2 → %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/eventtext.cpp" line="229"/>
        <source>%1 → %n point(s)</source>
        <comment>term: label</comment>
        <translation>
            <numerusform>%1 → %n point</numerusform>
            <numerusform>%1 → %n points</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="234"/>
        <source>Rules: %1</source>
        <translation>Rules: %1</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="241"/>
        <source>Flock: drew %1</source>
        <translation>Flock: drew %1</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="247"/>
        <source>%1 completed</source>
        <comment>feature</comment>
        <translation>%1 completed</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="249"/>
        <source>%1 unfinished</source>
        <comment>feature</comment>
        <translation>%1 unfinished</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="259"/>
        <source>%1 +%2</source>
        <comment>player gains points</comment>
        <translation>%1 +%2</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="261"/>
        <source>nobody scores</source>
        <translation>nobody scores</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="262"/>
        <source>%1: %2</source>
        <comment>event summary: what, result</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="271"/>
        <source>The shepherd has just been placed, so a token is drawn for its flock: %1.</source>
        <translation>The shepherd has just been placed, so a token is drawn for its flock: %1.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="274"/>
        <source>A token is drawn from the bag for the flock: %1.</source>
        <translation>A token is drawn from the bag for the flock: %1.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="277"/>
        <source>The field is closed, so its flock goes to the stable at once.</source>
        <translation>The field is closed, so its flock goes to the stable at once.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="278"/>
        <source>The flock is guided to the stable and its sheep are counted.</source>
        <translation>The flock is guided to the stable and its sheep are counted.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="280"/>
        <source>In the final scoring the field is scored for its farmers.</source>
        <translation>In the final scoring the field is scored for its farmers.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="282"/>
        <source>The road is complete and is scored.</source>
        <translation>The road is complete and is scored.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="283"/>
        <source>The city is complete and is scored.</source>
        <translation>The city is complete and is scored.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="284"/>
        <source>The monastery is surrounded and is scored.</source>
        <translation>The monastery is surrounded and is scored.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="285"/>
        <source>The castle is surrounded and is scored.</source>
        <translation>The castle is surrounded and is scored.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="287"/>
        <source>In the final scoring the unfinished road is scored.</source>
        <translation>In the final scoring the unfinished road is scored.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="288"/>
        <source>In the final scoring the unfinished city is scored.</source>
        <translation>In the final scoring the unfinished city is scored.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="290"/>
        <source>In the final scoring the unfinished monastery is scored.</source>
        <translation>In the final scoring the unfinished monastery is scored.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="291"/>
        <source>In the final scoring the unfinished castle is scored.</source>
        <translation>In the final scoring the unfinished castle is scored.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="304"/>
        <source>The mage stands on this feature: one extra point for each of its tiles.</source>
        <translation>The mage stands on this feature: one extra point for each of its tiles.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="310"/>
        <source>Each vineyard next to the completed monastery adds 3 points.</source>
        <translation>Each vineyard next to the completed monastery adds 3 points.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="312"/>
        <source>Under the original rules (tinyCity 2) a completed city of two tiles scores 1 point per tile and per coat of arms.</source>
        <translation>Under the original rules (tinyCity 2) a completed city of two tiles scores 1 point per tile and per coat of arms.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="316"/>
        <source>The witch stands on this feature: its value is halved, rounded up.</source>
        <translation>The witch stands on this feature: its value is halved, rounded up.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="318"/>
        <source>The feature ends at a castle: 3 bonus points for each such castle.</source>
        <translation>The feature ends at a castle: 3 bonus points for each such castle.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="320"/>
        <source>With witchHalvesCastleBonus the witch halves the castle bonus too.</source>
        <translation>With witchHalvesCastleBonus the witch halves the castle bonus too.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="322"/>
        <source>The castle bonus is added after the witch, so it is not halved.</source>
        <translation>The castle bonus is added after the witch, so it is not halved.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="325"/>
        <source>Per-city farmers: each completed city gives 4 points to the player with the most farmers in the fields around it.</source>
        <translation>Per-city farmers: each completed city gives 4 points to the player with the most farmers in the fields around it.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="328"/>
        <source>Each player scores a city once only, even when it borders several of their fields.</source>
        <translation>Each player scores a city once only, even when it borders several of their fields.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="331"/>
        <source>A farmer field scores 3 points for every completed city it borders.</source>
        <translation>A farmer field scores 3 points for every completed city it borders.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="339"/>
        <source>The wolf scatters every flock in this field: the shepherds go home and the sheep go back into the bag.</source>
        <translation>The wolf scatters every flock in this field: the shepherds go home and the sheep go back into the bag.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="341"/>
        <source>The sheep join the shepherd&apos;s flock; nothing is scored yet.</source>
        <translation>The sheep join the shepherd&apos;s flock; nothing is scored yet.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="343"/>
        <source>Nobody has a meeple on it, so nobody scores.</source>
        <translation>Nobody has a meeple on it, so nobody scores.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/eventtext.cpp" line="355"/>
        <source>Every player with a shepherd in this field scores the whole flock: %1, %n point(s) each.</source>
        <translation>
            <numerusform>Every player with a shepherd in this field scores the whole flock: %1, %n point each.</numerusform>
            <numerusform>Every player with a shepherd in this field scores the whole flock: %1, %n points each.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/eventtext.cpp" line="360"/>
        <source>%1 scores %n point(s) for the sheep.</source>
        <translation>
            <numerusform>%1 scores %n point for the sheep.</numerusform>
            <numerusform>%1 scores %n points for the sheep.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/eventtext.cpp" line="362"/>
        <source>The hill breaks the tie: %1 has the most meeples on hill tiles and scores %n point(s); the other tied players score nothing (hill tie-break: count).</source>
        <translation>
            <numerusform>The hill breaks the tie: %1 has the most meeples on hill tiles and scores %n point; the other tied players score nothing (hill tie-break: count).</numerusform>
            <numerusform>The hill breaks the tie: %1 has the most meeples on hill tiles and scores %n points; the other tied players score nothing (hill tie-break: count).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/eventtext.cpp" line="366"/>
        <source>The hill breaks the tie: %1 has a meeple on a hill tile and scores %n point(s); the other tied players score nothing (hill tie-break: presence).</source>
        <translation>
            <numerusform>The hill breaks the tie: %1 has a meeple on a hill tile and scores %n point; the other tied players score nothing (hill tie-break: presence).</numerusform>
            <numerusform>The hill breaks the tie: %1 has a meeple on a hill tile and scores %n points; the other tied players score nothing (hill tie-break: presence).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/eventtext.cpp" line="372"/>
        <source>%1 have equally many meeples on it: a shared tie, each scores the full %n point(s).</source>
        <translation>
            <numerusform>%1 have equally many meeples on it: a shared tie, each scores the full %n point.</numerusform>
            <numerusform>%1 have equally many meeples on it: a shared tie, each scores the full %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/eventtext.cpp" line="377"/>
        <source>%1 has the most meeples on it and scores %n point(s).</source>
        <translation>
            <numerusform>%1 has the most meeples on it and scores %n point.</numerusform>
            <numerusform>%1 has the most meeples on it and scores %n points.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="379"/>
        <source>%1 have equally many meeples on it: a shared tie.</source>
        <translation>%1 have equally many meeples on it: a shared tie.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/eventtext.cpp" line="381"/>
        <source>%1 scores %n point(s).</source>
        <translation>
            <numerusform>%1 scores %n point.</numerusform>
            <numerusform>%1 scores %n points.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="385"/>
        <source>The tied players have equally many meeples on hill tiles, so the hill breaks no tie (hill tie-break: count).</source>
        <translation>The tied players have equally many meeples on hill tiles, so the hill breaks no tie (hill tie-break: count).</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="387"/>
        <source>Every tied player has a meeple on a hill tile, so the hill breaks no tie (hill tie-break: presence).</source>
        <translation>Every tied player has a meeple on a hill tile, so the hill breaks no tie (hill tie-break: presence).</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="390"/>
        <source>In the final scoring hills break ties in the same way.</source>
        <translation>In the final scoring hills break ties in the same way.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="420"/>
        <source>%1 of %2</source>
        <comment>scoring event number</comment>
        <translation>%1 of %2</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="423"/>
        <source>Move %1 of %2</source>
        <translation>Move %1 of %2</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="430"/>
        <source>The board as it is set up, before the first move.</source>
        <translation>The board as it is set up, before the first move.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="432"/>
        <source>The game is over and nothing is left to score.</source>
        <translation>The game is over and nothing is left to score.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="439"/>
        <source>%1 places the castle %2 from hand at %3, turned %4°.</source>
        <translation>%1 places the castle %2 from hand at %3, turned %4°.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="440"/>
        <source>%1 places tile %2 at %3, turned %4°.</source>
        <translation>%1 places tile %2 at %3, turned %4°.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="444"/>
        <source>A face-down tile (%1) lies under the hill; it counts for nothing.</source>
        <translation>A face-down tile (%1) lies under the hill; it counts for nothing.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="449"/>
        <source>%1 discards tile %2: it fits nowhere on the board.</source>
        <translation>%1 discards tile %2: it fits nowhere on the board.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="477"/>
        <source>%1 places a shepherd in the field %2.</source>
        <translation>%1 places a shepherd in the field %2.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="480"/>
        <source>%1 places a meeple on the road %2.</source>
        <translation>%1 places a meeple on the road %2.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="482"/>
        <source>%1 places a meeple in the city %2.</source>
        <translation>%1 places a meeple in the city %2.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="484"/>
        <source>%1 places a meeple in the monastery %2.</source>
        <translation>%1 places a meeple in the monastery %2.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="486"/>
        <source>%1 places a meeple in the field %2, as a farmer.</source>
        <translation>%1 places a meeple in the field %2, as a farmer.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="488"/>
        <source>%1 places a meeple in the castle %2, as its lord.</source>
        <translation>%1 places a meeple in the castle %2, as its lord.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="500"/>
        <source>%1 takes the mage off the board: no unfinished road or city is free for it.</source>
        <translation>%1 takes the mage off the board: no unfinished road or city is free for it.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="503"/>
        <source>%1 takes the witch off the board: no unfinished road or city is free for it.</source>
        <translation>%1 takes the witch off the board: no unfinished road or city is free for it.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="516"/>
        <source>%1 moves the mage to the city %2.</source>
        <translation>%1 moves the mage to the city %2.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="517"/>
        <source>%1 moves the mage to the road %2.</source>
        <translation>%1 moves the mage to the road %2.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="519"/>
        <source>%1 brings the mage into play in the city %2.</source>
        <translation>%1 brings the mage into play in the city %2.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="520"/>
        <source>%1 brings the mage into play on the road %2.</source>
        <translation>%1 brings the mage into play on the road %2.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="524"/>
        <source>%1 moves the witch to the city %2.</source>
        <translation>%1 moves the witch to the city %2.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="525"/>
        <source>%1 moves the witch to the road %2.</source>
        <translation>%1 moves the witch to the road %2.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="527"/>
        <source>%1 brings the witch into play in the city %2.</source>
        <translation>%1 brings the witch into play in the city %2.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="528"/>
        <source>%1 brings the witch into play on the road %2.</source>
        <translation>%1 brings the witch into play on the road %2.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="538"/>
        <source>The board file says the game is over.</source>
        <translation>The board file says the game is over.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="540"/>
        <source>The last tile of the stack has been placed, so the game is over.</source>
        <translation>The last tile of the stack has been placed, so the game is over.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="542"/>
        <source>The last tile of the stack has been placed. Under castleEnd c2 that ends the game at once.</source>
        <translation>The last tile of the stack has been placed. Under castleEnd c2 that ends the game at once.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="546"/>
        <source>The stack is empty and %1, next in seating order, can place neither a tile nor a castle from hand, so the game ends here (castleEnd c3).</source>
        <translation>The stack is empty and %1, next in seating order, can place neither a tile nor a castle from hand, so the game ends here (castleEnd c3).</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="553"/>
        <source>Castles still in hand are not played: %1.</source>
        <translation>Castles still in hand are not played: %1.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="102"/>
        <source>%1 at %2</source>
        <comment>location: port, cell</comment>
        <translation>%1 at %2</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="133"/>
        <source>from %1 to %2 across %3</source>
        <comment>location across a tile: side, side, cell</comment>
        <translation>from %1 to %2 across %3</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="456"/>
        <source>%1 grows the flock: a token is drawn from the bag.</source>
        <translation>%1 grows the flock: a token is drawn from the bag.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="457"/>
        <source>%1 guides the flock to the stable.</source>
        <translation>%1 guides the flock to the stable.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="459"/>
        <source>The figures on the scored features go back: meeples to their owners, a mage or witch beside the board.</source>
        <translation>The figures on the scored features go back: meeples to their owners, a mage or witch beside the board.</translation>
    </message>
</context>
<context>
    <name>ml::FigureTool</name>
    <message>
        <location filename="../src/app/figuretool.cpp" line="21"/>
        <source>Click the part of a tile where the figure should stand.</source>
        <translation>Click the part of a tile where the figure should stand.</translation>
    </message>
    <message>
        <location filename="../src/app/figuretool.cpp" line="30"/>
        <source>There is nothing to stand on here.</source>
        <translation>There is nothing to stand on here.</translation>
    </message>
    <message>
        <location filename="../src/app/figuretool.cpp" line="40"/>
        <source>Add a player first: meeples and shepherds belong to someone.</source>
        <translation>Add a player first: meeples and shepherds belong to someone.</translation>
    </message>
    <message>
        <location filename="../src/app/figuretool.cpp" line="51"/>
        <source>Placed on %1 at %2,%3.</source>
        <translation>Placed on %1 at %2,%3.</translation>
    </message>
    <message>
        <location filename="../src/app/figuretool.cpp" line="53"/>
        <source>The figure cannot stand there: %1</source>
        <translation>The figure cannot stand there: %1</translation>
    </message>
</context>
<context>
    <name>ml::MainWindow</name>
    <message>
        <location filename="../src/app/appstartup.cpp" line="34"/>
        <source>Meeple Lab: a rules explorer and puzzle editor for Carcassonne.</source>
        <translation>Meeple Lab: a rules explorer and puzzle editor for Carcassonne.</translation>
    </message>
    <message>
        <location filename="../src/app/appstartup.cpp" line="37"/>
        <source>FILE</source>
        <translation>FILE</translation>
    </message>
    <message>
        <location filename="../src/app/appstartup.cpp" line="38"/>
        <source>The board file to open (.meeple). Without it, the example board opens.</source>
        <translation>The board file to open (.meeple). Without it, the example board opens.</translation>
    </message>
    <message>
        <location filename="../src/app/appstartup.cpp" line="40"/>
        <source>[FILE]</source>
        <translation>[FILE]</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="356"/>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="357"/>
        <source>Open &amp;recent</source>
        <translation>Open &amp;recent</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="358"/>
        <source>E&amp;xamples</source>
        <translation>E&amp;xamples</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="359"/>
        <source>&amp;Edit</source>
        <translation>&amp;Edit</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="360"/>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="361"/>
        <source>&amp;Language</source>
        <translation>&amp;Language</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="362"/>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="363"/>
        <source>Tools</source>
        <translation>Tools</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="364"/>
        <source>&amp;New board…</source>
        <translation>&amp;New board…</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="365"/>
        <source>&amp;Open…</source>
        <translation>&amp;Open…</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="366"/>
        <source>Open a board file</source>
        <translation>Open a board file</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="367"/>
        <source>&amp;Save</source>
        <translation>&amp;Save</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="368"/>
        <source>Save &amp;as…</source>
        <translation>Save &amp;as…</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="369"/>
        <source>&amp;Export picture…</source>
        <translation>&amp;Export picture…</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="370"/>
        <source>Save the board as a PNG or SVG picture</source>
        <translation>Save the board as a PNG or SVG picture</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="371"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="372"/>
        <source>&amp;Undo</source>
        <translation>&amp;Undo</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="373"/>
        <source>&amp;Redo</source>
        <translation>&amp;Redo</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="374"/>
        <source>&amp;Delete selection</source>
        <translation>&amp;Delete selection</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="375"/>
        <source>&amp;Turn clockwise</source>
        <translation>&amp;Turn clockwise</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="376"/>
        <source>R&amp;ules…</source>
        <translation>R&amp;ules…</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="377"/>
        <source>Select</source>
        <translation>Select</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="378"/>
        <source>Select, move, turn (R) and delete tiles and figures</source>
        <translation>Select, move, turn (R) and delete tiles and figures</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="379"/>
        <source>Place tile</source>
        <translation>Place tile</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="380"/>
        <source>Place the tile picked in the palette; R turns it</source>
        <translation>Place the tile picked in the palette; R turns it</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="381"/>
        <source>Place figure</source>
        <translation>Place figure</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="382"/>
        <source>Click the part of a tile where the figure stands</source>
        <translation>Click the part of a tile where the figure stands</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="383"/>
        <source>Record moves</source>
        <translation>Record moves</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="384"/>
        <source>Play turns on the board: tile, magic action, figure, flock</source>
        <translation>Play turns on the board: tile, magic action, figure, flock</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="385"/>
        <source>Zoom &amp;in</source>
        <translation>Zoom &amp;in</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="386"/>
        <source>Zoom &amp;out</source>
        <translation>Zoom &amp;out</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="387"/>
        <source>&amp;Fit board in window</source>
        <translation>&amp;Fit board in window</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="388"/>
        <source>Show &amp;grid coordinates</source>
        <translation>Show &amp;grid coordinates</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="389"/>
        <source>Show the position after the &amp;moves</source>
        <translation>Show the position after the &amp;moves</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="390"/>
        <source>&amp;About Meeple Lab</source>
        <translation>&amp;About Meeple Lab</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="391"/>
        <source>Board &amp;panel</source>
        <translation>Board &amp;panel</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="392"/>
        <source>History</source>
        <translation>History</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="393"/>
        <source>&lt;opened board&gt;</source>
        <translation>&lt;opened board&gt;</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="394"/>
        <source>flock: 1,3</source>
        <translation>flock: 1,3</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="395"/>
        <source>Sheep tokens beside a new shepherd, separated by commas</source>
        <translation>Sheep tokens beside a new shepherd, separated by commas</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="401"/>
        <source>Meeple</source>
        <translation>Meeple</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="402"/>
        <source>Shepherd</source>
        <translation>Shepherd</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="403"/>
        <source>Mage</source>
        <translation>Mage</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="404"/>
        <source>Witch</source>
        <translation>Witch</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="422"/>
        <source>Untitled</source>
        <translation>Untitled</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="425"/>
        <source>%1[*] — Meeple Lab</source>
        <translation>%1[*] — Meeple Lab</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="442"/>
        <source>The moves no longer fit the board: %1</source>
        <translation>The moves no longer fit the board: %1</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="449"/>
        <source>&lt;h3&gt;Meeple Lab %1&lt;/h3&gt;&lt;p&gt;A rules explorer and puzzle editor for Carcassonne: the base game, Hills &amp;amp; Sheep, Castles in Germany and Mage &amp;amp; Witch.&lt;/p&gt;&lt;p&gt;Lay out a board with tiles and figures, save it, and export a picture.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Meeple Lab %1&lt;/h3&gt;&lt;p&gt;A rules explorer and puzzle editor for Carcassonne: the base game, Hills &amp;amp; Sheep, Castles in Germany and Mage &amp;amp; Witch.&lt;/p&gt;&lt;p&gt;Lay out a board with tiles and figures, save it, and export a picture.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindowfiles.cpp" line="87"/>
        <source>Cannot open board</source>
        <translation>Cannot open board</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindowfiles.cpp" line="88"/>
        <source>The board file %1 could not be opened.</source>
        <translation>The board file %1 could not be opened.</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindowfiles.cpp" line="52"/>
        <location filename="../src/app/mainwindowfiles.cpp" line="92"/>
        <source>Reason: %1</source>
        <translation>Reason: %1</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindowfiles.cpp" line="93"/>
        <source>Place: %1
Reason: %2</source>
        <translation>Place: %1
Reason: %2</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindowfiles.cpp" line="101"/>
        <source>Unsaved changes</source>
        <translation>Unsaved changes</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindowfiles.cpp" line="101"/>
        <source>The board has changes that are not saved. Save them?</source>
        <translation>The board has changes that are not saved. Save them?</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindowfiles.cpp" line="132"/>
        <source>Open board</source>
        <translation>Open board</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindowfiles.cpp" line="133"/>
        <location filename="../src/app/mainwindowfiles.cpp" line="193"/>
        <source>Meeple Lab boards (*.meeple)</source>
        <translation>Meeple Lab boards (*.meeple)</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindowfiles.cpp" line="151"/>
        <source>Rules not changed</source>
        <translation>Rules not changed</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindowfiles.cpp" line="152"/>
        <source>The board does not allow these rules: %1</source>
        <translation>The board does not allow these rules: %1</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindowfiles.cpp" line="48"/>
        <source>Cannot save</source>
        <translation>Cannot save</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindowfiles.cpp" line="159"/>
        <location filename="../src/app/mainwindowfiles.cpp" line="186"/>
        <source>The board cannot be saved yet.</source>
        <translation>The board cannot be saved yet.</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindowfiles.cpp" line="160"/>
        <location filename="../src/app/mainwindowfiles.cpp" line="174"/>
        <location filename="../src/app/mainwindowfiles.cpp" line="187"/>
        <source>Not saved: %1</source>
        <translation>Not saved: %1</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindowfiles.cpp" line="173"/>
        <source>The board could not be saved to %1.</source>
        <translation>The board could not be saved to %1.</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindowfiles.cpp" line="179"/>
        <source>Saved %1</source>
        <translation>Saved %1</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindowfiles.cpp" line="192"/>
        <source>Save board</source>
        <translation>Save board</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindowfiles.cpp" line="256"/>
        <source>Export failed</source>
        <translation>Export failed</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindowfiles.cpp" line="257"/>
        <source>The picture could not be saved: %1</source>
        <translation>The picture could not be saved: %1</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindowfiles.cpp" line="268"/>
        <source>Players&apos; colours below the board</source>
        <translation>Players&apos; colours below the board</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindowfiles.cpp" line="270"/>
        <source>Only the selected tiles</source>
        <translation>Only the selected tiles</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindowfiles.cpp" line="273"/>
        <source>Title</source>
        <translation>Title</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindowfiles.cpp" line="274"/>
        <source>Legend</source>
        <translation>Legend</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindowfiles.cpp" line="275"/>
        <source>Part</source>
        <translation>Part</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindowfiles.cpp" line="285"/>
        <source>PNG image (*.png)</source>
        <translation>PNG image (*.png)</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindowfiles.cpp" line="286"/>
        <source>SVG drawing (*.svg)</source>
        <translation>SVG drawing (*.svg)</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindowfiles.cpp" line="265"/>
        <location filename="../src/app/mainwindowfiles.cpp" line="284"/>
        <source>Export picture</source>
        <translation>Export picture</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="448"/>
        <source>About Meeple Lab</source>
        <translation>About Meeple Lab</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindowexplore.cpp" line="128"/>
        <source>&amp;Game</source>
        <translation>&amp;Game</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindowexplore.cpp" line="129"/>
        <source>&amp;Explore: step through the moves</source>
        <translation>&amp;Explore: step through the moves</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindowexplore.cpp" line="131"/>
        <source>Play the board&apos;s moves phase by phase and see why every point is scored</source>
        <translation>Play the board&apos;s moves phase by phase and see why every point is scored</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindowexplore.cpp" line="132"/>
        <source>&amp;First step</source>
        <translation>&amp;First step</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindowexplore.cpp" line="133"/>
        <source>&amp;Previous step</source>
        <translation>&amp;Previous step</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindowexplore.cpp" line="134"/>
        <source>&amp;Next step</source>
        <translation>&amp;Next step</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindowexplore.cpp" line="135"/>
        <source>&amp;Last step</source>
        <translation>&amp;Last step</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindowexplore.cpp" line="136"/>
        <source>&amp;Score board now</source>
        <translation>&amp;Score board now</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindowexplore.cpp" line="138"/>
        <source>Step through the final scoring of the board as it is laid out, without its moves</source>
        <translation>Step through the final scoring of the board as it is laid out, without its moves</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindowexplore.cpp" line="139"/>
        <source>&amp;Compare variants…</source>
        <translation>&amp;Compare variants…</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindowexplore.cpp" line="141"/>
        <source>Score the board again with one rules option changed and see what differs</source>
        <translation>Score the board again with one rules option changed and see what differs</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindowexplore.cpp" line="142"/>
        <source>&amp;Step-through panel</source>
        <translation>&amp;Step-through panel</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindowexplore.cpp" line="143"/>
        <source>Score &amp;log</source>
        <translation>Score &amp;log</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindowexplore.cpp" line="144"/>
        <source>&amp;Rules panel</source>
        <translation>&amp;Rules panel</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindowexplore.cpp" line="240"/>
        <source>Explore mode: Alt+Right or F10 for the next step, Alt+Left or Shift+F10 for the previous one</source>
        <translation>Explore mode: Alt+Right or F10 for the next step, Alt+Left or Shift+F10 for the previous one</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindowexplore.cpp" line="278"/>
        <source>The rules panel has no text for %1 yet</source>
        <translation>The rules panel has no text for %1 yet</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindowpuzzles.cpp" line="95"/>
        <source>&amp;Puzzles</source>
        <translation>&amp;Puzzles</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindowpuzzles.cpp" line="96"/>
        <source>&amp;Library…</source>
        <translation>&amp;Library…</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindowpuzzles.cpp" line="97"/>
        <source>Open one of the puzzles that come with Meeple Lab</source>
        <translation>Open one of the puzzles that come with Meeple Lab</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindowpuzzles.cpp" line="99"/>
        <source>&amp;Edit puzzle…</source>
        <translation>&amp;Edit puzzle…</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindowpuzzles.cpp" line="99"/>
        <source>&amp;Make puzzle…</source>
        <translation>&amp;Make puzzle…</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindowpuzzles.cpp" line="101"/>
        <source>Ask a question about this board; the answer key is computed for you to confirm</source>
        <translation>Ask a question about this board; the answer key is computed for you to confirm</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindowpuzzles.cpp" line="102"/>
        <source>&amp;Solve panel</source>
        <translation>&amp;Solve panel</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindowpuzzles.cpp" line="130"/>
        <source>Puzzle not stored</source>
        <translation>Puzzle not stored</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindowpuzzles.cpp" line="131"/>
        <source>The board does not take this puzzle: %1</source>
        <translation>The board does not take this puzzle: %1</translation>
    </message>
</context>
<context>
    <name>ml::MovePanel</name>
    <message>
        <location filename="../src/app/movepanel.cpp" line="150"/>
        <source>The move cannot be removed: %1</source>
        <translation>The move cannot be removed: %1</translation>
    </message>
    <message>
        <location filename="../src/app/movepanel.cpp" line="160"/>
        <source>Move %1 cannot be removed alone, a later move depends on it: %2</source>
        <translation>Move %1 cannot be removed alone, a later move depends on it: %2</translation>
    </message>
    <message>
        <location filename="../src/app/movepanel.cpp" line="169"/>
        <source>%1. %2: tile %3 at %4,%5</source>
        <translation>%1. %2: tile %3 at %4,%5</translation>
    </message>
    <message>
        <location filename="../src/app/movepanel.cpp" line="176"/>
        <source>%1. %2: castle %3 at %4,%5</source>
        <translation>%1. %2: castle %3 at %4,%5</translation>
    </message>
    <message>
        <location filename="../src/app/movepanel.cpp" line="183"/>
        <source>%1. %2: discards %3</source>
        <translation>%1. %2: discards %3</translation>
    </message>
    <message>
        <location filename="../src/app/movepanel.cpp" line="188"/>
        <source>, %1 under the hill</source>
        <translation>, %1 under the hill</translation>
    </message>
    <message>
        <location filename="../src/app/movepanel.cpp" line="191"/>
        <source>, %1 on %2</source>
        <translation>, %1 on %2</translation>
    </message>
    <message>
        <location filename="../src/app/movepanel.cpp" line="195"/>
        <source>, %1</source>
        <translation>, %1</translation>
    </message>
    <message>
        <location filename="../src/app/movepanel.cpp" line="211"/>
        <source>None</source>
        <translation>None</translation>
    </message>
    <message>
        <location filename="../src/app/movepanel.cpp" line="241"/>
        <source>Recording move %1 again. %2</source>
        <translation>Recording move %1 again. %2</translation>
    </message>
    <message>
        <location filename="../src/app/movepanel.cpp" line="257"/>
        <source>The tile fits nowhere on the board: it is put aside and the player draws again (R-BASE-4).</source>
        <translation>The tile fits nowhere on the board: it is put aside and the player draws again (R-BASE-4).</translation>
    </message>
    <message>
        <location filename="../src/app/movepanel.cpp" line="271"/>
        <source>Record moves</source>
        <translation>Record moves</translation>
    </message>
    <message>
        <location filename="../src/app/movepanel.cpp" line="272"/>
        <source>Player:</source>
        <translation>Player:</translation>
    </message>
    <message>
        <location filename="../src/app/movepanel.cpp" line="273"/>
        <source>Tile:</source>
        <translation>Tile:</translation>
    </message>
    <message>
        <location filename="../src/app/movepanel.cpp" line="274"/>
        <source>Tile under the hill:</source>
        <translation>Tile under the hill:</translation>
    </message>
    <message>
        <location filename="../src/app/movepanel.cpp" line="275"/>
        <source>Discard tile</source>
        <translation>Discard tile</translation>
    </message>
    <message>
        <location filename="../src/app/movepanel.cpp" line="276"/>
        <source>Token drawn:</source>
        <translation>Token drawn:</translation>
    </message>
    <message>
        <location filename="../src/app/movepanel.cpp" line="277"/>
        <source>At random</source>
        <translation>At random</translation>
    </message>
    <message>
        <location filename="../src/app/movepanel.cpp" line="278"/>
        <source>Wolf</source>
        <translation>Wolf</translation>
    </message>
    <message>
        <location filename="../src/app/movepanel.cpp" line="279"/>
        <source>Start the move again</source>
        <translation>Start the move again</translation>
    </message>
    <message>
        <location filename="../src/app/movepanel.cpp" line="280"/>
        <source>Recorded moves:</source>
        <translation>Recorded moves:</translation>
    </message>
    <message>
        <location filename="../src/app/movepanel.cpp" line="281"/>
        <source>Remove last move</source>
        <translation>Remove last move</translation>
    </message>
    <message>
        <location filename="../src/app/movepanel.cpp" line="282"/>
        <source>Remove</source>
        <translation>Remove</translation>
    </message>
    <message>
        <location filename="../src/app/movepanel.cpp" line="283"/>
        <source>Remove with later moves</source>
        <translation>Remove with later moves</translation>
    </message>
    <message>
        <location filename="../src/app/movepanel.cpp" line="284"/>
        <source>Record again</source>
        <translation>Record again</translation>
    </message>
</context>
<context>
    <name>ml::MoveTool</name>
    <message>
        <location filename="../src/app/movetool.cpp" line="37"/>
        <source>There is no board.</source>
        <translation>There is no board.</translation>
    </message>
    <message>
        <location filename="../src/app/movetool.cpp" line="51"/>
        <source>The game is over (the board says &quot;end&quot;): no move can follow.</source>
        <translation>The game is over (the board says &quot;end&quot;): no move can follow.</translation>
    </message>
    <message>
        <location filename="../src/app/movetool.cpp" line="58"/>
        <source>The moves do not replay (%1: %2): remove or fix the move first.</source>
        <translation>The moves do not replay (%1: %2): remove or fix the move first.</translation>
    </message>
    <message>
        <location filename="../src/app/movetool.cpp" line="77"/>
        <source>Add a player first: every move has a player.</source>
        <translation>Add a player first: every move has a player.</translation>
    </message>
    <message>
        <location filename="../src/app/movetool.cpp" line="113"/>
        <source>Pick the tile %1 draws.</source>
        <translation>Pick the tile %1 draws.</translation>
    </message>
    <message>
        <location filename="../src/app/movetool.cpp" line="115"/>
        <source>Click where %1 places castle %2 from the hand; R turns it.</source>
        <translation>Click where %1 places castle %2 from the hand; R turns it.</translation>
    </message>
    <message>
        <location filename="../src/app/movetool.cpp" line="117"/>
        <source>Click where %1 places tile %2; R turns it.</source>
        <translation>Click where %1 places tile %2; R turns it.</translation>
    </message>
    <message>
        <location filename="../src/app/movetool.cpp" line="119"/>
        <source>A magic action is due: click the road or city where the %1 goes, or remove it.</source>
        <translation>A magic action is due: click the road or city where the %1 goes, or remove it.</translation>
    </message>
    <message>
        <location filename="../src/app/movetool.cpp" line="121"/>
        <source>witch</source>
        <translation>witch</translation>
    </message>
    <message>
        <location filename="../src/app/movetool.cpp" line="121"/>
        <source>mage</source>
        <translation>mage</translation>
    </message>
    <message>
        <location filename="../src/app/movetool.cpp" line="123"/>
        <source>Click the part of the new tile where the figure stands, or choose no figure.</source>
        <translation>Click the part of the new tile where the figure stands, or choose no figure.</translation>
    </message>
    <message>
        <location filename="../src/app/movetool.cpp" line="125"/>
        <source>The flock action is due: grow or stable.</source>
        <translation>The flock action is due: grow or stable.</translation>
    </message>
    <message>
        <location filename="../src/app/movetool.cpp" line="127"/>
        <source>The move is complete.</source>
        <translation>The move is complete.</translation>
    </message>
    <message>
        <location filename="../src/app/movetool.cpp" line="177"/>
        <source>The tile is already placed.</source>
        <translation>The tile is already placed.</translation>
    </message>
    <message>
        <location filename="../src/app/movetool.cpp" line="178"/>
        <location filename="../src/app/movetool.cpp" line="287"/>
        <source>Pick a tile first.</source>
        <translation>Pick a tile first.</translation>
    </message>
    <message>
        <location filename="../src/app/movetool.cpp" line="180"/>
        <source>A castle is played from the hand, never discarded.</source>
        <translation>A castle is played from the hand, never discarded.</translation>
    </message>
    <message>
        <location filename="../src/app/movetool.cpp" line="192"/>
        <source>The tile cannot be discarded: %1</source>
        <translation>The tile cannot be discarded: %1</translation>
    </message>
    <message>
        <location filename="../src/app/movetool.cpp" line="296"/>
        <location filename="../src/app/movetool.cpp" line="542"/>
        <source>%1 does not hold the castle %2: a castle is played from the player&apos;s hand [R-GC-3]</source>
        <translation>%1 does not hold the castle %2: a castle is played from the player&apos;s hand [R-GC-3]</translation>
    </message>
    <message>
        <location filename="../src/app/movetool.cpp" line="304"/>
        <location filename="../src/app/movetool.cpp" line="548"/>
        <source>Tile %1 cannot go at %2,%3: %4 [%5]</source>
        <translation>Tile %1 cannot go at %2,%3: %4 [%5]</translation>
    </message>
    <message>
        <location filename="../src/app/movetool.cpp" line="330"/>
        <source>The tile is refused: %1</source>
        <translation>The tile is refused: %1</translation>
    </message>
    <message>
        <location filename="../src/app/movetool.cpp" line="349"/>
        <source>There is no tile there.</source>
        <translation>There is no tile there.</translation>
    </message>
    <message>
        <location filename="../src/app/movetool.cpp" line="356"/>
        <source>Click a road or a city.</source>
        <translation>Click a road or a city.</translation>
    </message>
    <message>
        <location filename="../src/app/movetool.cpp" line="368"/>
        <source>The %1 cannot go there: %2</source>
        <translation>The %1 cannot go there: %2</translation>
    </message>
    <message>
        <location filename="../src/app/movetool.cpp" line="388"/>
        <source>The %1 cannot be removed: %2</source>
        <translation>The %1 cannot be removed: %2</translation>
    </message>
    <message>
        <location filename="../src/app/movetool.cpp" line="402"/>
        <source>A figure goes on the tile just placed.</source>
        <translation>A figure goes on the tile just placed.</translation>
    </message>
    <message>
        <location filename="../src/app/movetool.cpp" line="408"/>
        <source>There is nothing to stand on here.</source>
        <translation>There is nothing to stand on here.</translation>
    </message>
    <message>
        <location filename="../src/app/movetool.cpp" line="420"/>
        <source>The %1 cannot stand there: %2</source>
        <translation>The %1 cannot stand there: %2</translation>
    </message>
    <message>
        <location filename="../src/app/movetool.cpp" line="490"/>
        <source>The move is refused: %1</source>
        <translation>The move is refused: %1</translation>
    </message>
    <message>
        <location filename="../src/app/movetool.cpp" line="495"/>
        <source>Move %1 recorded. %2</source>
        <translation>Move %1 recorded. %2</translation>
    </message>
    <message>
        <location filename="../src/app/movetool.cpp" line="546"/>
        <source>Tile %1 fits at %2,%3.</source>
        <translation>Tile %1 fits at %2,%3.</translation>
    </message>
</context>
<context>
    <name>ml::PlayersDock</name>
    <message>
        <location filename="../src/app/playersdock.cpp" line="125"/>
        <source>Cannot change the player: %1</source>
        <translation>Cannot change the player: %1</translation>
    </message>
    <message>
        <location filename="../src/app/playersdock.cpp" line="134"/>
        <source>Player colour</source>
        <translation>Player colour</translation>
    </message>
    <message>
        <location filename="../src/app/playersdock.cpp" line="159"/>
        <source>Six players is the most a board may have here.</source>
        <translation>Six players is the most a board may have here.</translation>
    </message>
    <message>
        <location filename="../src/app/playersdock.cpp" line="168"/>
        <source>Cannot remove the player: %1</source>
        <translation>Cannot remove the player: %1</translation>
    </message>
    <message>
        <location filename="../src/app/playersdock.cpp" line="173"/>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <location filename="../src/app/playersdock.cpp" line="175"/>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <location filename="../src/app/playersdock.cpp" line="175"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../src/app/playersdock.cpp" line="175"/>
        <source>Colour</source>
        <translation>Colour</translation>
    </message>
    <message>
        <location filename="../src/app/playersdock.cpp" line="175"/>
        <source>Start score</source>
        <translation>Start score</translation>
    </message>
    <message>
        <location filename="../src/app/playersdock.cpp" line="175"/>
        <source>Castles in hand</source>
        <translation>Castles in hand</translation>
    </message>
    <message>
        <location filename="../src/app/playersdock.cpp" line="176"/>
        <source>Add player</source>
        <translation>Add player</translation>
    </message>
    <message>
        <location filename="../src/app/playersdock.cpp" line="177"/>
        <source>Remove player</source>
        <translation>Remove player</translation>
    </message>
</context>
<context>
    <name>ml::PuzzleAnswerText</name>
    <message>
        <location filename="../src/app/puzzleanswertext.cpp" line="12"/>
        <source>Final scores</source>
        <translation>Final scores</translation>
    </message>
    <message>
        <location filename="../src/app/puzzleanswertext.cpp" line="14"/>
        <source>Scores of the last move</source>
        <translation>Scores of the last move</translation>
    </message>
    <message>
        <location filename="../src/app/puzzleanswertext.cpp" line="16"/>
        <source>Best move</source>
        <translation>Best move</translation>
    </message>
    <message>
        <location filename="../src/app/puzzleanswertext.cpp" line="20"/>
        <source>Free question</source>
        <translation>Free question</translation>
    </message>
    <message>
        <location filename="../src/app/puzzleanswertext.cpp" line="34"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../src/app/puzzleanswertext.cpp" line="43"/>
        <source>witch</source>
        <translation>witch</translation>
    </message>
    <message>
        <location filename="../src/app/puzzleanswertext.cpp" line="43"/>
        <source>mage</source>
        <translation>mage</translation>
    </message>
    <message>
        <location filename="../src/app/puzzleanswertext.cpp" line="50"/>
        <source>(%1, %2) turned %3°</source>
        <translation>(%1, %2) turned %3°</translation>
    </message>
    <message>
        <location filename="../src/app/puzzleanswertext.cpp" line="53"/>
        <source>, %1 taken off the board</source>
        <translation>, %1 taken off the board</translation>
    </message>
    <message>
        <location filename="../src/app/puzzleanswertext.cpp" line="55"/>
        <source>, %1 to (%2, %3) %4</source>
        <translation>, %1 to (%2, %3) %4</translation>
    </message>
    <message>
        <location filename="../src/app/puzzleanswertext.cpp" line="62"/>
        <source>, no figure</source>
        <translation>, no figure</translation>
    </message>
    <message>
        <location filename="../src/app/puzzleanswertext.cpp" line="65"/>
        <source>shepherd</source>
        <translation>shepherd</translation>
    </message>
    <message>
        <location filename="../src/app/puzzleanswertext.cpp" line="65"/>
        <source>meeple</source>
        <translation>meeple</translation>
    </message>
    <message>
        <location filename="../src/app/puzzleanswertext.cpp" line="66"/>
        <source>, %1 on %2</source>
        <translation>, %1 on %2</translation>
    </message>
    <message>
        <location filename="../src/app/puzzleanswertext.cpp" line="68"/>
        <source>, then grow the flock</source>
        <translation>, then grow the flock</translation>
    </message>
    <message>
        <location filename="../src/app/puzzleanswertext.cpp" line="69"/>
        <source>, then drive the flock to the stable</source>
        <translation>, then drive the flock to the stable</translation>
    </message>
    <message>
        <location filename="../src/app/puzzleanswertext.cpp" line="82"/>
        <source>Gain over the others: %1</source>
        <translation>Gain over the others: %1</translation>
    </message>
</context>
<context>
    <name>ml::PuzzleAuthorDialog</name>
    <message>
        <location filename="../src/app/puzzleauthordialog.cpp" line="190"/>
        <source>Puzzle</source>
        <translation>Puzzle</translation>
    </message>
    <message>
        <location filename="../src/app/puzzleauthordialog.cpp" line="191"/>
        <source>&amp;Kind:</source>
        <translation>&amp;Kind:</translation>
    </message>
    <message>
        <location filename="../src/app/puzzleauthordialog.cpp" line="195"/>
        <source>&amp;Player to move:</source>
        <translation>&amp;Player to move:</translation>
    </message>
    <message>
        <location filename="../src/app/puzzleauthordialog.cpp" line="197"/>
        <source>&amp;Tile to place:</source>
        <translation>&amp;Tile to place:</translation>
    </message>
    <message>
        <location filename="../src/app/puzzleauthordialog.cpp" line="199"/>
        <source>Question</source>
        <translation>Question</translation>
    </message>
    <message>
        <location filename="../src/app/puzzleauthordialog.cpp" line="200"/>
        <source>Hints</source>
        <translation>Hints</translation>
    </message>
    <message>
        <location filename="../src/app/puzzleauthordialog.cpp" line="201"/>
        <source>Explanation</source>
        <translation>Explanation</translation>
    </message>
    <message>
        <location filename="../src/app/puzzleauthordialog.cpp" line="202"/>
        <source>Written answer</source>
        <translation>Written answer</translation>
    </message>
    <message>
        <location filename="../src/app/puzzleauthordialog.cpp" line="203"/>
        <source>English</source>
        <translation>English</translation>
    </message>
    <message>
        <location filename="../src/app/puzzleauthordialog.cpp" line="203"/>
        <source>Dutch</source>
        <translation>Dutch</translation>
    </message>
    <message>
        <location filename="../src/app/puzzleauthordialog.cpp" line="204"/>
        <source>&amp;Add hint</source>
        <translation>&amp;Add hint</translation>
    </message>
    <message>
        <location filename="../src/app/puzzleauthordialog.cpp" line="205"/>
        <source>&amp;Remove hint</source>
        <translation>&amp;Remove hint</translation>
    </message>
    <message>
        <location filename="../src/app/puzzleauthordialog.cpp" line="206"/>
        <source>Answer key</source>
        <translation>Answer key</translation>
    </message>
    <message>
        <location filename="../src/app/puzzleauthordialog.cpp" line="207"/>
        <source>&amp;Compute answer</source>
        <translation>&amp;Compute answer</translation>
    </message>
    <message>
        <location filename="../src/app/puzzleauthordialog.cpp" line="208"/>
        <source>Stop</source>
        <translation>Stop</translation>
    </message>
    <message>
        <location filename="../src/app/puzzleauthordialog.cpp" line="209"/>
        <source>Best moves found, with their gain:</source>
        <translation>Best moves found, with their gain:</translation>
    </message>
    <message>
        <location filename="../src/app/puzzleauthordialog.cpp" line="210"/>
        <source>I have checked this answer against the rules</source>
        <translation>I have checked this answer against the rules</translation>
    </message>
    <message>
        <location filename="../src/app/puzzleauthordialog.cpp" line="310"/>
        <source>Choose a player and a tile first.</source>
        <translation>Choose a player and a tile first.</translation>
    </message>
    <message>
        <location filename="../src/app/puzzleauthordialog.cpp" line="312"/>
        <source>A free question has no computed answer: write it on the &quot;Written answer&quot; tab.</source>
        <translation>A free question has no computed answer: write it on the &quot;Written answer&quot; tab.</translation>
    </message>
    <message>
        <location filename="../src/app/puzzleauthordialog.cpp" line="335"/>
        <source>The search was stopped; no answer.</source>
        <translation>The search was stopped; no answer.</translation>
    </message>
    <message>
        <location filename="../src/app/puzzleauthordialog.cpp" line="337"/>
        <source>The tile fits nowhere on this board.</source>
        <translation>The tile fits nowhere on this board.</translation>
    </message>
    <message>
        <location filename="../src/app/puzzleauthordialog.cpp" line="371"/>
        <source>The best move is unique: the puzzle has one right answer.</source>
        <translation>The best move is unique: the puzzle has one right answer.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/app/puzzleauthordialog.cpp" line="373"/>
        <source>%n moves share the best gain; each of them counts as right.</source>
        <translation>
            <numerusform>%n move has the best gain; it counts as right.</numerusform>
            <numerusform>%n moves share the best gain; each of them counts as right.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/app/puzzleauthordialog.cpp" line="384"/>
        <source>%1. gain %2: %3</source>
        <translation>%1. gain %2: %3</translation>
    </message>
    <message>
        <location filename="../src/app/puzzleauthordialog.cpp" line="416"/>
        <source>Write the question in English at least.</source>
        <translation>Write the question in English at least.</translation>
    </message>
    <message>
        <location filename="../src/app/puzzleauthordialog.cpp" line="418"/>
        <source>Write the answer on the &quot;Written answer&quot; tab.</source>
        <translation>Write the answer on the &quot;Written answer&quot; tab.</translation>
    </message>
    <message>
        <location filename="../src/app/puzzleauthordialog.cpp" line="420"/>
        <source>Compute the answer key with the rules engine.</source>
        <translation>Compute the answer key with the rules engine.</translation>
    </message>
    <message>
        <location filename="../src/app/puzzleauthordialog.cpp" line="422"/>
        <source>Check the answer key, then tick the box to confirm it.</source>
        <translation>Check the answer key, then tick the box to confirm it.</translation>
    </message>
    <message>
        <location filename="../src/app/puzzleauthordialog.cpp" line="423"/>
        <source>The board does not replay: %1</source>
        <translation>The board does not replay: %1</translation>
    </message>
</context>
<context>
    <name>ml::PuzzleLibraryDialog</name>
    <message>
        <location filename="../src/app/puzzlelibrarydialog.cpp" line="58"/>
        <source>Puzzle library</source>
        <translation>Puzzle library</translation>
    </message>
    <message>
        <location filename="../src/app/puzzlelibrarydialog.cpp" line="59"/>
        <source>Choose a puzzle. The answer stays hidden until you ask for it.</source>
        <translation>Choose a puzzle. The answer stays hidden until you ask for it.</translation>
    </message>
    <message>
        <location filename="../src/app/puzzlelibrarydialog.cpp" line="70"/>
        <source>%1. %2 (%3)</source>
        <translation>%1. %2 (%3)</translation>
    </message>
</context>
<context>
    <name>ml::PuzzleMovePanel</name>
    <message>
        <location filename="../src/app/puzzlemovepanel.cpp" line="101"/>
        <source>Play the move on the board</source>
        <translation>Play the move on the board</translation>
    </message>
    <message>
        <location filename="../src/app/puzzlemovepanel.cpp" line="102"/>
        <source>Click where the tile goes (R turns it), then where the figure stands, then Check</source>
        <translation>Click where the tile goes (R turns it), then where the figure stands, then Check</translation>
    </message>
    <message>
        <location filename="../src/app/puzzlemovepanel.cpp" line="104"/>
        <source>Start the move again</source>
        <translation>Start the move again</translation>
    </message>
</context>
<context>
    <name>ml::PuzzleMoveTool</name>
    <message>
        <location filename="../src/app/puzzlemovetool.cpp" line="53"/>
        <source>Open a best-move puzzle to play its move on the board.</source>
        <translation>Open a best-move puzzle to play its move on the board.</translation>
    </message>
    <message>
        <location filename="../src/app/puzzlemovetool.cpp" line="55"/>
        <source>Your move is complete: press Check, or start it again.</source>
        <translation>Your move is complete: press Check, or start it again.</translation>
    </message>
</context>
<context>
    <name>ml::PuzzleSolutionView</name>
    <message>
        <location filename="../src/app/puzzlesolutionview.cpp" line="78"/>
        <source>The solution has no step to show.</source>
        <translation>The solution has no step to show.</translation>
    </message>
    <message>
        <location filename="../src/app/puzzlesolutionview.cpp" line="157"/>
        <source>Step %1 of %2</source>
        <translation>Step %1 of %2</translation>
    </message>
    <message>
        <location filename="../src/app/puzzlesolutionview.cpp" line="164"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../src/app/puzzlesolutionview.cpp" line="169"/>
        <source>Points in this step: %1</source>
        <translation>Points in this step: %1</translation>
    </message>
    <message>
        <location filename="../src/app/puzzlesolutionview.cpp" line="144"/>
        <source>The solution, step by step</source>
        <translation>The solution, step by step</translation>
    </message>
    <message>
        <location filename="../src/app/puzzlesolutionview.cpp" line="145"/>
        <source>◀ Previous</source>
        <translation>◀ Previous</translation>
    </message>
    <message>
        <location filename="../src/app/puzzlesolutionview.cpp" line="146"/>
        <source>Next ▶</source>
        <translation>Next ▶</translation>
    </message>
    <message>
        <location filename="../src/app/puzzlesolutionview.cpp" line="147"/>
        <source>Back to the puzzle</source>
        <translation>Back to the puzzle</translation>
    </message>
</context>
<context>
    <name>ml::PuzzleSolverDock</name>
    <message>
        <location filename="../src/app/puzzlesolverdock.cpp" line="227"/>
        <source>Puzzle</source>
        <translation>Puzzle</translation>
    </message>
    <message>
        <location filename="../src/app/puzzlesolverdock.cpp" line="228"/>
        <source>Your answer, points per player:</source>
        <translation>Your answer, points per player:</translation>
    </message>
    <message>
        <location filename="../src/app/puzzlesolverdock.cpp" line="229"/>
        <source>Your move: where the tile goes, how it is turned, and the figure you put on it. You can also play it on the board.</source>
        <translation>Your move: where the tile goes, how it is turned, and the figure you put on it. You can also play it on the board.</translation>
    </message>
    <message>
        <location filename="../src/app/puzzlesolverdock.cpp" line="231"/>
        <source>Column:</source>
        <translation>Column:</translation>
    </message>
    <message>
        <location filename="../src/app/puzzlesolverdock.cpp" line="232"/>
        <source>Row:</source>
        <translation>Row:</translation>
    </message>
    <message>
        <location filename="../src/app/puzzlesolverdock.cpp" line="233"/>
        <source>Turned:</source>
        <translation>Turned:</translation>
    </message>
    <message>
        <location filename="../src/app/puzzlesolverdock.cpp" line="234"/>
        <source>Figure:</source>
        <translation>Figure:</translation>
    </message>
    <message>
        <location filename="../src/app/puzzlesolverdock.cpp" line="235"/>
        <source>Flock:</source>
        <translation>Flock:</translation>
    </message>
    <message>
        <location filename="../src/app/puzzlesolverdock.cpp" line="237"/>
        <source>%1°</source>
        <translation>%1°</translation>
    </message>
    <message>
        <location filename="../src/app/puzzlesolverdock.cpp" line="238"/>
        <source>No shepherd action</source>
        <translation>No shepherd action</translation>
    </message>
    <message>
        <location filename="../src/app/puzzlesolverdock.cpp" line="239"/>
        <source>Grow the flock</source>
        <translation>Grow the flock</translation>
    </message>
    <message>
        <location filename="../src/app/puzzlesolverdock.cpp" line="240"/>
        <source>Drive the flock to the stable</source>
        <translation>Drive the flock to the stable</translation>
    </message>
    <message>
        <location filename="../src/app/puzzlesolverdock.cpp" line="241"/>
        <source>Your answer (for yourself; compare it with the written answer on Reveal):</source>
        <translation>Your answer (for yourself; compare it with the written answer on Reveal):</translation>
    </message>
    <message>
        <location filename="../src/app/puzzlesolverdock.cpp" line="243"/>
        <source>&amp;Check</source>
        <translation>&amp;Check</translation>
    </message>
    <message>
        <location filename="../src/app/puzzlesolverdock.cpp" line="244"/>
        <source>&amp;Reveal</source>
        <translation>&amp;Reveal</translation>
    </message>
    <message>
        <location filename="../src/app/puzzlesolverdock.cpp" line="245"/>
        <source>&amp;Step through the solution</source>
        <translation>&amp;Step through the solution</translation>
    </message>
    <message>
        <location filename="../src/app/puzzlesolverdock.cpp" line="246"/>
        <source>Top moves of the search, with their gain (the chosen one is drawn on the board):</source>
        <translation>Top moves of the search, with their gain (the chosen one is drawn on the board):</translation>
    </message>
    <message>
        <location filename="../src/app/puzzlesolverdock.cpp" line="283"/>
        <source>This board has no puzzle.</source>
        <translation>This board has no puzzle.</translation>
    </message>
    <message>
        <location filename="../src/app/puzzlesolverdock.cpp" line="296"/>
        <source>The answer cannot be worked out: %1</source>
        <translation>The answer cannot be worked out: %1</translation>
    </message>
    <message>
        <location filename="../src/app/puzzlesolverdock.cpp" line="298"/>
        <source>The board does not replay: %1</source>
        <translation>The board does not replay: %1</translation>
    </message>
    <message>
        <location filename="../src/app/puzzlesolverdock.cpp" line="301"/>
        <source>The puzzle cannot be read: %1: %2</source>
        <translation>The puzzle cannot be read: %1: %2</translation>
    </message>
    <message>
        <location filename="../src/app/puzzlesolverdock.cpp" line="355"/>
        <source>No puzzle</source>
        <translation>No puzzle</translation>
    </message>
    <message>
        <location filename="../src/app/puzzlesolverdock.cpp" line="361"/>
        <source>Hint %1: %2</source>
        <translation>Hint %1: %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/app/puzzlesolverdock.cpp" line="364"/>
        <source>&amp;Hint (%n left)</source>
        <translation>
            <numerusform>&amp;Hint (%n left)</numerusform>
            <numerusform>&amp;Hint (%n left)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/app/puzzlesolverdock.cpp" line="373"/>
        <source>Answer: %1</source>
        <translation>Answer: %1</translation>
    </message>
    <message>
        <location filename="../src/app/puzzlesolverdock.cpp" line="377"/>
        <source>Why: %1</source>
        <translation>Why: %1</translation>
    </message>
    <message>
        <location filename="../src/app/puzzlesolverdock.cpp" line="393"/>
        <source>No figure</source>
        <translation>No figure</translation>
    </message>
    <message>
        <location filename="../src/app/puzzlesolverdock.cpp" line="401"/>
        <source>Shepherd</source>
        <translation>Shepherd</translation>
    </message>
    <message>
        <location filename="../src/app/puzzlesolverdock.cpp" line="401"/>
        <source>Meeple</source>
        <translation>Meeple</translation>
    </message>
    <message>
        <location filename="../src/app/puzzlesolverdock.cpp" line="405"/>
        <source>road</source>
        <translation>road</translation>
    </message>
    <message>
        <location filename="../src/app/puzzlesolverdock.cpp" line="408"/>
        <source>city</source>
        <translation>city</translation>
    </message>
    <message>
        <location filename="../src/app/puzzlesolverdock.cpp" line="411"/>
        <source>field</source>
        <translation>field</translation>
    </message>
    <message>
        <location filename="../src/app/puzzlesolverdock.cpp" line="414"/>
        <source>monastery</source>
        <translation>monastery</translation>
    </message>
    <message>
        <location filename="../src/app/puzzlesolverdock.cpp" line="417"/>
        <source>castle</source>
        <translation>castle</translation>
    </message>
    <message>
        <location filename="../src/app/puzzlesolverdock.cpp" line="420"/>
        <source>%1 on the %2 (%3)</source>
        <translation>%1 on the %2 (%3)</translation>
    </message>
    <message>
        <location filename="../src/app/puzzlesolverdock.cpp" line="535"/>
        <source>Every score is right.</source>
        <translation>Every score is right.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/app/puzzlesolverdock.cpp" line="536"/>
        <source>%n score(s) are not right yet.</source>
        <translation>
            <numerusform>%n score is not right yet.</numerusform>
            <numerusform>%n scores are not right yet.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/app/puzzlesolverdock.cpp" line="547"/>
        <source>The rules do not allow this move: %1</source>
        <translation>The rules do not allow this move: %1</translation>
    </message>
    <message>
        <location filename="../src/app/puzzlesolverdock.cpp" line="553"/>
        <source>This is a best move: it gains %1 over the others.</source>
        <translation>This is a best move: it gains %1 over the others.</translation>
    </message>
    <message>
        <location filename="../src/app/puzzlesolverdock.cpp" line="557"/>
        <source>This move gains %1 over the others; a better one exists.</source>
        <translation>This move gains %1 over the others; a better one exists.</translation>
    </message>
    <message>
        <location filename="../src/app/puzzlesolverdock.cpp" line="569"/>
        <source>Right!</source>
        <translation>Right!</translation>
    </message>
    <message>
        <location filename="../src/app/puzzlesolverdock.cpp" line="573"/>
        <source>Not right.</source>
        <translation>Not right.</translation>
    </message>
    <message>
        <location filename="../src/app/puzzlesolverdock.cpp" line="577"/>
        <source>Not possible.</source>
        <translation>Not possible.</translation>
    </message>
    <message>
        <location filename="../src/app/puzzlesolverdock.cpp" line="624"/>
        <source>%1. gain %2: %3</source>
        <translation>%1. gain %2: %3</translation>
    </message>
    <message>
        <location filename="../src/app/puzzlesolverdock.cpp" line="642"/>
        <location filename="../src/app/puzzlesolverdock.cpp" line="645"/>
        <source>The solution cannot be stepped through: %1</source>
        <translation>The solution cannot be stepped through: %1</translation>
    </message>
</context>
<context>
    <name>ml::PuzzleTextEdit</name>
    <message>
        <location filename="../src/app/puzzletextedit.cpp" line="56"/>
        <source>English</source>
        <translation>English</translation>
    </message>
    <message>
        <location filename="../src/app/puzzletextedit.cpp" line="57"/>
        <source>Dutch</source>
        <translation>Dutch</translation>
    </message>
    <message>
        <location filename="../src/app/puzzletextedit.cpp" line="58"/>
        <source>Required</source>
        <translation>Required</translation>
    </message>
    <message>
        <location filename="../src/app/puzzletextedit.cpp" line="59"/>
        <source>Falls back to English when empty</source>
        <translation>Falls back to English when empty</translation>
    </message>
</context>
<context>
    <name>ml::RecoveryAutosave</name>
    <message>
        <location filename="../src/app/appstartup.cpp" line="52"/>
        <source>The recovery copy could not be written: %1</source>
        <translation>The recovery copy could not be written: %1</translation>
    </message>
</context>
<context>
    <name>ml::RecoveryDialog</name>
    <message>
        <location filename="../src/app/recoverydialog.cpp" line="27"/>
        <location filename="../src/app/recoverydialog.cpp" line="97"/>
        <source>Recover unsaved changes</source>
        <translation>Recover unsaved changes</translation>
    </message>
    <message>
        <location filename="../src/app/recoverydialog.cpp" line="38"/>
        <source>an untitled board</source>
        <translation>an untitled board</translation>
    </message>
    <message>
        <location filename="../src/app/recoverydialog.cpp" line="38"/>
        <source>“%1”</source>
        <translation>“%1”</translation>
    </message>
    <message>
        <location filename="../src/app/recoverydialog.cpp" line="41"/>
        <source>It was never saved to a file of its own.</source>
        <translation>It was never saved to a file of its own.</translation>
    </message>
    <message>
        <location filename="../src/app/recoverydialog.cpp" line="42"/>
        <source>It belongs to the file %1.</source>
        <translation>It belongs to the file %1.</translation>
    </message>
    <message>
        <location filename="../src/app/recoverydialog.cpp" line="44"/>
        <source>&lt;p&gt;&lt;b&gt;Meeple Lab was not closed properly.&lt;/b&gt;&lt;/p&gt;&lt;p&gt;It kept a copy of %1 with changes that were not saved (copy of %2). %3&lt;/p&gt;&lt;p&gt;&lt;i&gt;Restore&lt;/i&gt; opens the copy with its changes; save it to keep them. &lt;i&gt;Discard&lt;/i&gt; deletes the copy. &lt;i&gt;Later&lt;/i&gt; asks again at the next start.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Meeple Lab was not closed properly.&lt;/b&gt;&lt;/p&gt;&lt;p&gt;It kept a copy of %1 with changes that were not saved (copy of %2). %3&lt;/p&gt;&lt;p&gt;&lt;i&gt;Restore&lt;/i&gt; opens the copy with its changes; save it to keep them. &lt;i&gt;Discard&lt;/i&gt; deletes the copy. &lt;i&gt;Later&lt;/i&gt; asks again at the next start.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../src/app/recoverydialog.cpp" line="57"/>
        <source>&amp;Restore</source>
        <translation>&amp;Restore</translation>
    </message>
    <message>
        <location filename="../src/app/recoverydialog.cpp" line="59"/>
        <source>&amp;Discard</source>
        <translation>&amp;Discard</translation>
    </message>
    <message>
        <location filename="../src/app/recoverydialog.cpp" line="61"/>
        <source>&amp;Later</source>
        <translation>&amp;Later</translation>
    </message>
    <message>
        <location filename="../src/app/recoverydialog.cpp" line="98"/>
        <source>The copy could not be opened: %1</source>
        <translation>The copy could not be opened: %1</translation>
    </message>
</context>
<context>
    <name>ml::RulesDialog</name>
    <message>
        <location filename="../src/app/rulesdialog.cpp" line="42"/>
        <source>Points for a two-tile city</source>
        <translation>Points for a two-tile city</translation>
    </message>
    <message>
        <location filename="../src/app/rulesdialog.cpp" line="43"/>
        <source>Farmers score</source>
        <translation>Farmers score</translation>
    </message>
    <message>
        <location filename="../src/app/rulesdialog.cpp" line="44"/>
        <source>Hill tie-break</source>
        <translation>Hill tie-break</translation>
    </message>
    <message>
        <location filename="../src/app/rulesdialog.cpp" line="45"/>
        <source>Shepherd action</source>
        <translation>Shepherd action</translation>
    </message>
    <message>
        <location filename="../src/app/rulesdialog.cpp" line="46"/>
        <source>A castle tile counts as</source>
        <translation>A castle tile counts as</translation>
    </message>
    <message>
        <location filename="../src/app/rulesdialog.cpp" line="47"/>
        <source>Game end with castles</source>
        <translation>Game end with castles</translation>
    </message>
    <message>
        <location filename="../src/app/rulesdialog.cpp" line="49"/>
        <source>Witch halves the castle bonus</source>
        <translation>Witch halves the castle bonus</translation>
    </message>
    <message>
        <location filename="../src/app/rulesdialog.cpp" line="58"/>
        <source>New board</source>
        <translation>New board</translation>
    </message>
    <message>
        <location filename="../src/app/rulesdialog.cpp" line="58"/>
        <source>Rules</source>
        <translation>Rules</translation>
    </message>
    <message>
        <location filename="../src/app/rulesdialog.cpp" line="66"/>
        <source>Sets</source>
        <translation>Sets</translation>
    </message>
    <message>
        <location filename="../src/app/rulesdialog.cpp" line="69"/>
        <source>Base game</source>
        <translation>Base game</translation>
    </message>
    <message>
        <location filename="../src/app/rulesdialog.cpp" line="70"/>
        <source>Hills &amp; Sheep</source>
        <translation>Hills &amp; Sheep</translation>
    </message>
    <message>
        <location filename="../src/app/rulesdialog.cpp" line="71"/>
        <source>Castles in Germany</source>
        <translation>Castles in Germany</translation>
    </message>
    <message>
        <location filename="../src/app/rulesdialog.cpp" line="72"/>
        <source>Mage &amp; Witch</source>
        <translation>Mage &amp; Witch</translation>
    </message>
    <message>
        <location filename="../src/app/rulesdialog.cpp" line="86"/>
        <source>Edition</source>
        <translation>Edition</translation>
    </message>
    <message>
        <location filename="../src/app/rulesdialog.cpp" line="92"/>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <location filename="../src/app/rulesdialog.cpp" line="98"/>
        <source>Default of the edition</source>
        <translation>Default of the edition</translation>
    </message>
    <message>
        <location filename="../src/app/rulesdialog.cpp" line="167"/>
        <source>Change rules</source>
        <translation>Change rules</translation>
    </message>
</context>
<context>
    <name>ml::RulesPanelDock</name>
    <message>
        <location filename="../src/app/rulespaneldock.cpp" line="86"/>
        <source>Rules</source>
        <translation>Rules</translation>
    </message>
    <message>
        <location filename="../src/app/rulespaneldock.cpp" line="87"/>
        <source>Search rules: id, title or text</source>
        <translation>Search rules: id, title or text</translation>
    </message>
    <message>
        <location filename="../src/app/rulespaneldock.cpp" line="114"/>
        <source>Rules option: %1</source>
        <translation>Rules option: %1</translation>
    </message>
    <message>
        <location filename="../src/app/rulespaneldock.cpp" line="123"/>
        <source>Examples:</source>
        <translation>Examples:</translation>
    </message>
    <message>
        <location filename="../src/app/rulespaneldock.cpp" line="134"/>
        <source>No rule matches “%1”.</source>
        <translation>No rule matches “%1”.</translation>
    </message>
</context>
<context>
    <name>ml::ScoreLogDock</name>
    <message>
        <location filename="../src/app/scorelogdock.cpp" line="84"/>
        <source>Score log</source>
        <translation>Score log</translation>
    </message>
    <message>
        <location filename="../src/app/scorelogdock.cpp" line="85"/>
        <source>Scores</source>
        <translation>Scores</translation>
    </message>
    <message>
        <location filename="../src/app/scorelogdock.cpp" line="86"/>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <location filename="../src/app/scorelogdock.cpp" line="86"/>
        <source>At this step</source>
        <translation>At this step</translation>
    </message>
    <message>
        <location filename="../src/app/scorelogdock.cpp" line="86"/>
        <source>At the end</source>
        <translation>At the end</translation>
    </message>
</context>
<context>
    <name>ml::ScoreLogModel</name>
    <message>
        <location filename="../src/editor/scorelogmodel.cpp" line="165"/>
        <source>Final scoring</source>
        <translation>Final scoring</translation>
    </message>
    <message>
        <location filename="../src/editor/scorelogmodel.cpp" line="171"/>
        <source>Move %1: %2 discards %3</source>
        <translation>Move %1: %2 discards %3</translation>
    </message>
    <message>
        <location filename="../src/editor/scorelogmodel.cpp" line="172"/>
        <source>Move %1: %2, castle %3 at %4</source>
        <translation>Move %1: %2, castle %3 at %4</translation>
    </message>
    <message>
        <location filename="../src/editor/scorelogmodel.cpp" line="173"/>
        <source>Move %1: %2, tile %3 at %4</source>
        <translation>Move %1: %2, tile %3 at %4</translation>
    </message>
    <message>
        <location filename="../src/editor/scorelogmodel.cpp" line="255"/>
        <source>Move and scoring</source>
        <translation>Move and scoring</translation>
    </message>
</context>
<context>
    <name>ml::SelectTool</name>
    <message>
        <location filename="../src/app/selecttool.cpp" line="157"/>
        <source>The tiles cannot go there: %1</source>
        <translation>The tiles cannot go there: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/app/selecttool.cpp" line="190"/>
        <source>Selected %n tile(s)</source>
        <translation>
            <numerusform>Selected %n tile</numerusform>
            <numerusform>Selected %n tiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/app/selecttool.cpp" line="191"/>
        <source>%n figure(s)</source>
        <translation>
            <numerusform>%n figure</numerusform>
            <numerusform>%n figures</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/app/selecttool.cpp" line="209"/>
        <source>there is nothing to stand on here</source>
        <translation>there is nothing to stand on here</translation>
    </message>
    <message>
        <location filename="../src/app/selecttool.cpp" line="218"/>
        <location filename="../src/app/selecttool.cpp" line="230"/>
        <location filename="../src/app/selecttool.cpp" line="242"/>
        <source>The figure cannot stand there: %1</source>
        <translation>The figure cannot stand there: %1</translation>
    </message>
    <message>
        <location filename="../src/app/selecttool.cpp" line="220"/>
        <source>Release to move the figure here.</source>
        <translation>Release to move the figure here.</translation>
    </message>
    <message>
        <location filename="../src/app/selecttool.cpp" line="240"/>
        <source>Moved to %1 at %2,%3.</source>
        <translation>Moved to %1 at %2,%3.</translation>
    </message>
    <message>
        <location filename="../src/app/selecttool.cpp" line="255"/>
        <source>The tiles cannot turn: %1</source>
        <translation>The tiles cannot turn: %1</translation>
    </message>
    <message>
        <location filename="../src/app/selecttool.cpp" line="267"/>
        <source>Cannot delete: %1</source>
        <translation>Cannot delete: %1</translation>
    </message>
</context>
<context>
    <name>ml::StepperDock</name>
    <message>
        <location filename="../src/app/stepperdock.cpp" line="156"/>
        <source>Step through</source>
        <translation>Step through</translation>
    </message>
    <message>
        <location filename="../src/app/stepperdock.cpp" line="157"/>
        <source>First</source>
        <translation>First</translation>
    </message>
    <message>
        <location filename="../src/app/stepperdock.cpp" line="158"/>
        <source>The set-up, before the first move (Home)</source>
        <translation>The set-up, before the first move (Home)</translation>
    </message>
    <message>
        <location filename="../src/app/stepperdock.cpp" line="159"/>
        <source>Previous</source>
        <translation>Previous</translation>
    </message>
    <message>
        <location filename="../src/app/stepperdock.cpp" line="160"/>
        <source>One step back (Left or Alt+Left)</source>
        <translation>One step back (Left or Alt+Left)</translation>
    </message>
    <message>
        <location filename="../src/app/stepperdock.cpp" line="161"/>
        <source>Next</source>
        <translation>Next</translation>
    </message>
    <message>
        <location filename="../src/app/stepperdock.cpp" line="162"/>
        <source>One step forward (Right or Alt+Right)</source>
        <translation>One step forward (Right or Alt+Right)</translation>
    </message>
    <message>
        <location filename="../src/app/stepperdock.cpp" line="163"/>
        <source>Last</source>
        <translation>Last</translation>
    </message>
    <message>
        <location filename="../src/app/stepperdock.cpp" line="164"/>
        <source>The last step, the end of the final scoring (End)</source>
        <translation>The last step, the end of the final scoring (End)</translation>
    </message>
    <message>
        <location filename="../src/app/stepperdock.cpp" line="165"/>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <location filename="../src/app/stepperdock.cpp" line="165"/>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <location filename="../src/app/stepperdock.cpp" line="165"/>
        <source>This step</source>
        <translation>This step</translation>
    </message>
    <message>
        <location filename="../src/app/stepperdock.cpp" line="192"/>
        <source>The game cannot end here: %1</source>
        <translation>The game cannot end here: %1</translation>
    </message>
    <message>
        <location filename="../src/app/stepperdock.cpp" line="193"/>
        <source>The next move is refused: %1</source>
        <translation>The next move is refused: %1</translation>
    </message>
    <message>
        <location filename="../src/app/stepperdock.cpp" line="204"/>
        <source>No board</source>
        <translation>No board</translation>
    </message>
    <message>
        <location filename="../src/app/stepperdock.cpp" line="205"/>
        <source>The board cannot be set up</source>
        <translation>The board cannot be set up</translation>
    </message>
    <message>
        <location filename="../src/app/stepperdock.cpp" line="218"/>
        <source>Step %1 of %2</source>
        <translation>Step %1 of %2</translation>
    </message>
    <message>
        <location filename="../src/app/stepperdock.cpp" line="231"/>
        <source>+%1</source>
        <translation>+%1</translation>
    </message>
</context>
<context>
    <name>ml::TilePaletteDock</name>
    <message numerus="yes">
        <location filename="../src/app/tilepalettedock.cpp" line="202"/>
        <source>%n mismatched side(s)</source>
        <translation>
            <numerusform>%n mismatched side</numerusform>
            <numerusform>%n mismatched sides</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/app/tilepalettedock.cpp" line="204"/>
        <source>Free placement put these tiles where their sides do not match. A board file may not hold mismatched sides, so the board cannot be saved until they are fixed.</source>
        <translation>Free placement put these tiles where their sides do not match. A board file may not hold mismatched sides, so the board cannot be saved until they are fixed.</translation>
    </message>
    <message>
        <location filename="../src/app/tilepalettedock.cpp" line="212"/>
        <source>Tiles</source>
        <translation>Tiles</translation>
    </message>
    <message>
        <location filename="../src/app/tilepalettedock.cpp" line="213"/>
        <source>Search by id…</source>
        <translation>Search by id…</translation>
    </message>
    <message>
        <location filename="../src/app/tilepalettedock.cpp" line="214"/>
        <source>Free placement</source>
        <translation>Free placement</translation>
    </message>
    <message>
        <location filename="../src/app/tilepalettedock.cpp" line="216"/>
        <source>Free placement (F): put tiles where their sides do not match, to arrange a puzzle set-up. Mismatched sides are marked red and must be fixed before saving.</source>
        <translation>Free placement (F): put tiles where their sides do not match, to arrange a puzzle set-up. Mismatched sides are marked red and must be fixed before saving.</translation>
    </message>
    <message>
        <location filename="../src/app/tilepalettedock.cpp" line="222"/>
        <source>All sets</source>
        <translation>All sets</translation>
    </message>
    <message>
        <location filename="../src/app/tilepalettedock.cpp" line="223"/>
        <source>Base game</source>
        <translation>Base game</translation>
    </message>
    <message>
        <location filename="../src/app/tilepalettedock.cpp" line="224"/>
        <source>Hills &amp; Sheep</source>
        <translation>Hills &amp; Sheep</translation>
    </message>
    <message>
        <location filename="../src/app/tilepalettedock.cpp" line="225"/>
        <source>Castles in Germany</source>
        <translation>Castles in Germany</translation>
    </message>
    <message>
        <location filename="../src/app/tilepalettedock.cpp" line="226"/>
        <source>Mage &amp; Witch</source>
        <translation>Mage &amp; Witch</translation>
    </message>
</context>
<context>
    <name>ml::TilePlaceTool</name>
    <message>
        <location filename="../src/app/tileplacetool.cpp" line="52"/>
        <source>Pick a tile in the palette.</source>
        <translation>Pick a tile in the palette.</translation>
    </message>
    <message>
        <location filename="../src/app/tileplacetool.cpp" line="53"/>
        <source>Click to place tile %1; R turns it.</source>
        <translation>Click to place tile %1; R turns it.</translation>
    </message>
    <message>
        <location filename="../src/app/tileplacetool.cpp" line="101"/>
        <source>Tile %1 goes at %2,%3 with mismatched sides (free placement): %4</source>
        <translation>Tile %1 goes at %2,%3 with mismatched sides (free placement): %4</translation>
    </message>
    <message>
        <location filename="../src/app/tileplacetool.cpp" line="107"/>
        <source>Tile %1 fits at %2,%3 (turned %4°).</source>
        <translation>Tile %1 fits at %2,%3 (turned %4°).</translation>
    </message>
    <message>
        <location filename="../src/app/tileplacetool.cpp" line="113"/>
        <source>Tile %1 cannot go at %2,%3: %4 (%5)</source>
        <translation>Tile %1 cannot go at %2,%3: %4 (%5)</translation>
    </message>
    <message>
        <location filename="../src/app/tileplacetool.cpp" line="137"/>
        <source>Tile %1 cannot go there: %2</source>
        <translation>Tile %1 cannot go there: %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/app/tileplacetool.cpp" line="141"/>
        <source>Tile %1 placed. The board has %n mismatched side(s), marked red; it cannot be saved until they are fixed.</source>
        <translation>
            <numerusform>Tile %1 placed. The board has %n mismatched side, marked red; it cannot be saved until they are fixed.</numerusform>
            <numerusform>Tile %1 placed. The board has %n mismatched sides, marked red; it cannot be saved until they are fixed.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/app/tileplacetool.cpp" line="158"/>
        <source>Only the set-up can be edited; switch off the position after the moves.</source>
        <translation>Only the set-up can be edited; switch off the position after the moves.</translation>
    </message>
    <message>
        <location filename="../src/app/tileplacetool.cpp" line="163"/>
        <source>Tile %1 is not in the sets of this board.</source>
        <translation>Tile %1 is not in the sets of this board.</translation>
    </message>
</context>
<context>
    <name>ml::TurnChoices</name>
    <message>
        <location filename="../src/app/turnchoices.cpp" line="111"/>
        <source>Mage and witch</source>
        <translation>Mage and witch</translation>
    </message>
    <message>
        <location filename="../src/app/turnchoices.cpp" line="112"/>
        <source>Mage</source>
        <translation>Mage</translation>
    </message>
    <message>
        <location filename="../src/app/turnchoices.cpp" line="113"/>
        <source>Witch</source>
        <translation>Witch</translation>
    </message>
    <message>
        <location filename="../src/app/turnchoices.cpp" line="114"/>
        <source>Remove it</source>
        <translation>Remove it</translation>
    </message>
    <message>
        <location filename="../src/app/turnchoices.cpp" line="114"/>
        <source>Take it off</source>
        <translation>Take it off</translation>
    </message>
    <message>
        <location filename="../src/app/turnchoices.cpp" line="115"/>
        <source>Figure</source>
        <translation>Figure</translation>
    </message>
    <message>
        <location filename="../src/app/turnchoices.cpp" line="116"/>
        <source>Meeple</source>
        <translation>Meeple</translation>
    </message>
    <message>
        <location filename="../src/app/turnchoices.cpp" line="117"/>
        <source>Shepherd</source>
        <translation>Shepherd</translation>
    </message>
    <message>
        <location filename="../src/app/turnchoices.cpp" line="118"/>
        <source>No figure</source>
        <translation>No figure</translation>
    </message>
    <message>
        <location filename="../src/app/turnchoices.cpp" line="119"/>
        <source>Flock</source>
        <translation>Flock</translation>
    </message>
    <message>
        <location filename="../src/app/turnchoices.cpp" line="120"/>
        <source>Grow</source>
        <translation>Grow</translation>
    </message>
    <message>
        <location filename="../src/app/turnchoices.cpp" line="121"/>
        <source>Stable</source>
        <translation>Stable</translation>
    </message>
    <message>
        <location filename="../src/app/turnchoices.cpp" line="122"/>
        <source>Pass</source>
        <translation>Pass</translation>
    </message>
    <message>
        <location filename="../src/app/turnchoices.cpp" line="123"/>
        <source>Only when the rules make the flock action optional.</source>
        <translation>Only when the rules make the flock action optional.</translation>
    </message>
</context>
<context>
    <name>ml::VariantCompareDialog</name>
    <message>
        <location filename="../src/app/variantcomparedialog.cpp" line="86"/>
        <source>Small city of two tiles (tinyCity)</source>
        <translation>Small city of two tiles (tinyCity)</translation>
    </message>
    <message>
        <location filename="../src/app/variantcomparedialog.cpp" line="87"/>
        <source>Farmers (farmers)</source>
        <translation>Farmers (farmers)</translation>
    </message>
    <message>
        <location filename="../src/app/variantcomparedialog.cpp" line="88"/>
        <source>Hill tie-break (hillTiebreak)</source>
        <translation>Hill tie-break (hillTiebreak)</translation>
    </message>
    <message>
        <location filename="../src/app/variantcomparedialog.cpp" line="89"/>
        <source>Shepherd action (shepherdAction)</source>
        <translation>Shepherd action (shepherdAction)</translation>
    </message>
    <message>
        <location filename="../src/app/variantcomparedialog.cpp" line="90"/>
        <source>Castle tile counts as (castleCount)</source>
        <translation>Castle tile counts as (castleCount)</translation>
    </message>
    <message>
        <location filename="../src/app/variantcomparedialog.cpp" line="91"/>
        <source>End with castles in hand (castleEnd)</source>
        <translation>End with castles in hand (castleEnd)</translation>
    </message>
    <message>
        <location filename="../src/app/variantcomparedialog.cpp" line="93"/>
        <source>Witch halves the castle bonus (witchHalvesCastleBonus)</source>
        <translation>Witch halves the castle bonus (witchHalvesCastleBonus)</translation>
    </message>
    <message>
        <location filename="../src/app/variantcomparedialog.cpp" line="147"/>
        <source>%1 (this board)</source>
        <translation>%1 (this board)</translation>
    </message>
    <message>
        <location filename="../src/app/variantcomparedialog.cpp" line="174"/>
        <source>With %1 = %2 the board cannot be played: %3</source>
        <translation>With %1 = %2 the board cannot be played: %3</translation>
    </message>
    <message>
        <location filename="../src/app/variantcomparedialog.cpp" line="176"/>
        <source>The board cannot be played: %1</source>
        <translation>The board cannot be played: %1</translation>
    </message>
    <message>
        <location filename="../src/app/variantcomparedialog.cpp" line="181"/>
        <source>With %1 = %2 every scoring comes out the same.</source>
        <translation>With %1 = %2 every scoring comes out the same.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/app/variantcomparedialog.cpp" line="183"/>
        <source>%n scoring(s) differ with %1 = %2 instead of %3.</source>
        <translation>
            <numerusform>%n scoring differs with %1 = %2 instead of %3.</numerusform>
            <numerusform>%n scorings differ with %1 = %2 instead of %3.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/app/variantcomparedialog.cpp" line="191"/>
        <source>Final scoring</source>
        <translation>Final scoring</translation>
    </message>
    <message>
        <location filename="../src/app/variantcomparedialog.cpp" line="191"/>
        <source>Move %1</source>
        <translation>Move %1</translation>
    </message>
    <message>
        <location filename="../src/app/variantcomparedialog.cpp" line="192"/>
        <location filename="../src/app/variantcomparedialog.cpp" line="225"/>
        <source>(no such scoring)</source>
        <translation>(no such scoring)</translation>
    </message>
    <message>
        <location filename="../src/app/variantcomparedialog.cpp" line="241"/>
        <source>Compare variants</source>
        <translation>Compare variants</translation>
    </message>
    <message>
        <location filename="../src/app/variantcomparedialog.cpp" line="242"/>
        <source>Score this board again with one rules option changed and see which scorings and totals come out differently.</source>
        <translation>Score this board again with one rules option changed and see which scorings and totals come out differently.</translation>
    </message>
    <message>
        <location filename="../src/app/variantcomparedialog.cpp" line="244"/>
        <source>&amp;Option:</source>
        <translation>&amp;Option:</translation>
    </message>
    <message>
        <location filename="../src/app/variantcomparedialog.cpp" line="245"/>
        <source>&amp;Value:</source>
        <translation>&amp;Value:</translation>
    </message>
    <message>
        <location filename="../src/app/variantcomparedialog.cpp" line="246"/>
        <source>When</source>
        <translation>When</translation>
    </message>
    <message>
        <location filename="../src/app/variantcomparedialog.cpp" line="246"/>
        <source>With the board&apos;s rules</source>
        <translation>With the board&apos;s rules</translation>
    </message>
    <message>
        <location filename="../src/app/variantcomparedialog.cpp" line="246"/>
        <source>With the variant</source>
        <translation>With the variant</translation>
    </message>
    <message>
        <location filename="../src/app/variantcomparedialog.cpp" line="247"/>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <location filename="../src/app/variantcomparedialog.cpp" line="247"/>
        <source>Board&apos;s rules</source>
        <translation>Board&apos;s rules</translation>
    </message>
    <message>
        <location filename="../src/app/variantcomparedialog.cpp" line="247"/>
        <source>Variant</source>
        <translation>Variant</translation>
    </message>
    <message>
        <location filename="../src/app/variantcomparedialog.cpp" line="247"/>
        <source>Difference</source>
        <translation>Difference</translation>
    </message>
</context>
</TS>
