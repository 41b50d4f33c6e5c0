<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl_NL">
<context>
    <name>AnnotationColorButton</name>
    <message>
        <location filename="../src/app/editing/annotationcolorbutton.cpp" line="24"/>
        <source>Black</source>
        <translation>Zwart</translation>
    </message>
    <message>
        <location filename="../src/app/editing/annotationcolorbutton.cpp" line="25"/>
        <source>Orange</source>
        <translation>Oranje</translation>
    </message>
    <message>
        <location filename="../src/app/editing/annotationcolorbutton.cpp" line="26"/>
        <source>Sky blue</source>
        <translation>Hemelsblauw</translation>
    </message>
    <message>
        <location filename="../src/app/editing/annotationcolorbutton.cpp" line="27"/>
        <source>Bluish green</source>
        <translation>Blauwgroen</translation>
    </message>
    <message>
        <location filename="../src/app/editing/annotationcolorbutton.cpp" line="28"/>
        <source>Yellow</source>
        <translation>Geel</translation>
    </message>
    <message>
        <location filename="../src/app/editing/annotationcolorbutton.cpp" line="29"/>
        <source>Blue</source>
        <translation>Blauw</translation>
    </message>
    <message>
        <location filename="../src/app/editing/annotationcolorbutton.cpp" line="30"/>
        <source>Vermilion</source>
        <translation>Vermiljoen</translation>
    </message>
    <message>
        <location filename="../src/app/editing/annotationcolorbutton.cpp" line="31"/>
        <source>Reddish purple</source>
        <translation>Roodpaars</translation>
    </message>
</context>
<context>
    <name>BoardRenderer</name>
    <message>
        <location filename="../src/render/boardrenderer.cpp" line="31"/>
        <source>mage</source>
        <translation>tovenaar</translation>
    </message>
    <message>
        <location filename="../src/render/boardrenderer.cpp" line="32"/>
        <source>witch</source>
        <translation>heks</translation>
    </message>
    <message>
        <location filename="../src/render/boardrenderer.cpp" line="34"/>
        <source>shepherd and flock (%1)</source>
        <extracomment>%1 is the player&apos;s name.</extracomment>
        <translation>herder met kudde (%1)</translation>
    </message>
    <message>
        <location filename="../src/render/boardrenderer.cpp" line="36"/>
        <source>castle lord (%1)</source>
        <extracomment>%1 is the player&apos;s name. A meeple standing on a German castle (R-GC-4).</extracomment>
        <translation>heer in de burcht (%1)</translation>
    </message>
    <message>
        <location filename="../src/render/boardrenderer.cpp" line="38"/>
        <source>abbot (%1)</source>
        <extracomment>%1 is the player&apos;s name. The abbot figure of the C2/C3 base box (R-AB-1).</extracomment>
        <translation>abt (%1)</translation>
    </message>
    <message>
        <location filename="../src/render/boardrenderer.cpp" line="40"/>
        <source>large meeple (%1)</source>
        <translation>grote meeple (%1)</translation>
    </message>
    <message>
        <location filename="../src/render/boardrenderer.cpp" line="41"/>
        <source>builder (%1)</source>
        <translation>bouwmeester (%1)</translation>
    </message>
    <message>
        <location filename="../src/render/boardrenderer.cpp" line="42"/>
        <source>pig (%1)</source>
        <translation>varken (%1)</translation>
    </message>
    <message>
        <location filename="../src/render/boardrenderer.cpp" line="46"/>
        <source>%1: %2</source>
        <extracomment>A marker&apos;s legend entry: %1 is the marker&apos;s text (a number or letter such as &quot;A&quot;), %2 what it means (&quot;the city Red completes&quot;).</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../src/render/boardrenderer.cpp" line="59"/>
        <source>Red</source>
        <translation>Rood</translation>
    </message>
    <message>
        <location filename="../src/render/boardrenderer.cpp" line="59"/>
        <source>Blue</source>
        <translation>Blauw</translation>
    </message>
    <message>
        <location filename="../src/render/boardrenderer.cpp" line="60"/>
        <source>Green</source>
        <translation>Groen</translation>
    </message>
    <message>
        <location filename="../src/render/boardrenderer.cpp" line="60"/>
        <source>Yellow</source>
        <translation>Geel</translation>
    </message>
    <message>
        <location filename="../src/render/boardrenderer.cpp" line="61"/>
        <source>Black</source>
        <translation>Zwart</translation>
    </message>
    <message>
        <location filename="../src/render/boardrenderer.cpp" line="61"/>
        <source>Pink</source>
        <translation>Roze</translation>
    </message>
    <message>
        <location filename="../src/render/boardrenderer.cpp" line="708"/>
        <source>the picture size must be positive</source>
        <translation>de afbeelding moet groter dan nul zijn</translation>
    </message>
    <message>
        <location filename="../src/render/boardrenderer.cpp" line="726"/>
        <source>the picture is too large to make in memory</source>
        <translation>de afbeelding is te groot om in het geheugen te maken</translation>
    </message>
    <message>
        <location filename="../src/render/boardrenderer.cpp" line="735"/>
        <location filename="../src/render/boardrenderer.cpp" line="770"/>
        <source>cannot write %1</source>
        <translation>%1 kan niet worden geschreven</translation>
    </message>
    <message>
        <location filename="../src/render/boardrenderer.cpp" line="736"/>
        <location filename="../src/render/boardrenderer.cpp" line="771"/>
        <source>cannot write %1: %2</source>
        <translation>%1 kan niet worden geschreven: %2</translation>
    </message>
</context>
<context>
    <name>Commands</name>
    <message numerus="yes">
        <location filename="../src/editor/boardedits.cpp" line="189"/>
        <source>Rotate %n tile(s)</source>
        <translation>
            <numerusform>%n tegel draaien</numerusform>
            <numerusform>%n tegels draaien</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/boardedits.cpp" line="249"/>
        <source>Remove %n tile(s)</source>
        <translation>
            <numerusform>%n tegel verwijderen</numerusform>
            <numerusform>%n tegels verwijderen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/editor/boardedits.cpp" line="274"/>
        <source>Relocate %1</source>
        <translation>%1 verplaatsen</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/boardedits.cpp" line="301"/>
        <source>Remove %n figure(s)</source>
        <translation>
            <numerusform>%n speelstuk verwijderen</numerusform>
            <numerusform>%n speelstukken verwijderen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/editor/boardedits.cpp" line="100"/>
        <source>meeple</source>
        <translation>meeple</translation>
    </message>
    <message>
        <location filename="../src/editor/boardedits.cpp" line="101"/>
        <source>shepherd</source>
        <translation>herder</translation>
    </message>
    <message>
        <location filename="../src/editor/boardedits.cpp" line="102"/>
        <source>mage</source>
        <translation>tovenaar</translation>
    </message>
    <message>
        <location filename="../src/editor/boardedits.cpp" line="103"/>
        <source>witch</source>
        <translation>heks</translation>
    </message>
    <message>
        <location filename="../src/editor/boardedits.cpp" line="207"/>
        <source>Relocate tile %1</source>
        <translation>Tegel %1 verplaatsen</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/boardedits.cpp" line="208"/>
        <source>Relocate %n tile(s)</source>
        <translation>
            <numerusform>%n tegel verplaatsen</numerusform>
            <numerusform>%n tegels verplaatsen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/editor/boardedits.cpp" line="260"/>
        <source>Place %1</source>
        <translation>%1 plaatsen</translation>
    </message>
    <message>
        <location filename="../src/editor/boardedits.cpp" line="300"/>
        <source>Remove %1</source>
        <translation>%1 verwijderen</translation>
    </message>
    <message>
        <location filename="../src/editor/boardedits.cpp" line="318"/>
        <source>Add player %1</source>
        <translation>Speler %1 toevoegen</translation>
    </message>
    <message>
        <location filename="../src/editor/boardedits.cpp" line="360"/>
        <source>Remove player %1</source>
        <translation>Speler %1 verwijderen</translation>
    </message>
    <message>
        <location filename="../src/editor/boardedits.cpp" line="341"/>
        <source>Change player %1</source>
        <translation>Speler %1 wijzigen</translation>
    </message>
    <message>
        <location filename="../src/editor/boardedits.cpp" line="380"/>
        <source>Set rule option %1</source>
        <translation>Spelregeloptie %1 instellen</translation>
    </message>
    <message>
        <location filename="../src/editor/boardedits.cpp" line="385"/>
        <source>Change sets and edition</source>
        <translation>Uitbreidingen en editie wijzigen</translation>
    </message>
    <message>
        <location filename="../src/editor/boardedits.cpp" line="167"/>
        <source>Place tile %1</source>
        <translation>Tegel %1 leggen</translation>
    </message>
    <message>
        <location filename="../src/editor/boardedits.cpp" line="188"/>
        <source>Rotate tile %1</source>
        <translation>Tegel %1 draaien</translation>
    </message>
    <message>
        <location filename="../src/editor/boardedits.cpp" line="248"/>
        <source>Remove tile %1</source>
        <translation>Tegel %1 verwijderen</translation>
    </message>
    <message>
        <location filename="../src/editor/turnedits.cpp" line="108"/>
        <source>Record move %1</source>
        <translation>Beurt %1 vastleggen</translation>
    </message>
    <message>
        <location filename="../src/editor/turnedits.cpp" line="129"/>
        <source>Remove move %1</source>
        <translation>Beurt %1 verwijderen</translation>
    </message>
    <message>
        <location filename="../src/editor/turnedits.cpp" line="130"/>
        <source>Remove moves %1-%2</source>
        <translation>Beurten %1-%2 verwijderen</translation>
    </message>
    <message>
        <location filename="../src/editor/turnedits.cpp" line="117"/>
        <source>Change move %1</source>
        <translation>Beurt %1 wijzigen</translation>
    </message>
    <message>
        <location filename="../src/editor/boardedits.cpp" line="454"/>
        <source>Remove puzzle</source>
        <translation>Puzzel verwijderen</translation>
    </message>
    <message>
        <location filename="../src/editor/boardedits.cpp" line="445"/>
        <source>Set puzzle</source>
        <translation>Puzzel instellen</translation>
    </message>
    <message>
        <location filename="../src/editor/annotationedits.cpp" line="26"/>
        <source>Add arrow</source>
        <translation>Pijl toevoegen</translation>
    </message>
    <message>
        <location filename="../src/editor/annotationedits.cpp" line="26"/>
        <source>Add ring</source>
        <translation>Ring toevoegen</translation>
    </message>
    <message>
        <location filename="../src/editor/annotationedits.cpp" line="27"/>
        <source>Add number</source>
        <translation>Nummer toevoegen</translation>
    </message>
    <message>
        <location filename="../src/editor/annotationedits.cpp" line="27"/>
        <source>Add highlight</source>
        <translation>Markering toevoegen</translation>
    </message>
    <message>
        <location filename="../src/editor/annotationedits.cpp" line="28"/>
        <source>Add label</source>
        <translation>Tekst toevoegen</translation>
    </message>
    <message>
        <location filename="../src/editor/annotationedits.cpp" line="28"/>
        <source>Add dimmed cells</source>
        <translation>Vervaagde vakken toevoegen</translation>
    </message>
    <message>
        <location filename="../src/editor/annotationedits.cpp" line="115"/>
        <source>Change annotation</source>
        <translation>Aantekening wijzigen</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/annotationedits.cpp" line="148"/>
        <source>Move %n annotation(s)</source>
        <translation>
            <numerusform>%n aantekening verplaatsen</numerusform>
            <numerusform>%n aantekeningen verplaatsen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/annotationedits.cpp" line="167"/>
        <source>Recolour %n annotation(s)</source>
        <translation>
            <numerusform>%n aantekening herkleuren</numerusform>
            <numerusform>%n aantekeningen herkleuren</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/annotationedits.cpp" line="187"/>
        <source>Remove %n annotation(s)</source>
        <translation>
            <numerusform>%n aantekening verwijderen</numerusform>
            <numerusform>%n aantekeningen verwijderen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/annotationedits.cpp" line="258"/>
        <source>Reshape %n marker(s)</source>
        <translation>
            <numerusform>Vorm van %n merkteken wijzigen</numerusform>
            <numerusform>Vorm van %n merktekens wijzigen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/editor/annotationedits.cpp" line="279"/>
        <source>Change marker</source>
        <translation>Merkteken wijzigen</translation>
    </message>
    <message>
        <location filename="../src/editor/annotationedits.cpp" line="289"/>
        <source>Change caption</source>
        <translation>Bijschrift wijzigen</translation>
    </message>
    <message>
        <location filename="../src/editor/pictureedits.cpp" line="35"/>
        <source>Change picture settings</source>
        <translation>Afbeeldingsinstellingen wijzigen</translation>
    </message>
</context>
<context>
    <name>FigureSpots</name>
    <message>
        <location filename="../src/app/editing/figurespots.cpp" line="20"/>
        <source>road</source>
        <comment>figure spot</comment>
        <translation>weg</translation>
    </message>
    <message>
        <location filename="../src/app/editing/figurespots.cpp" line="22"/>
        <source>city</source>
        <comment>figure spot</comment>
        <translation>stad</translation>
    </message>
    <message>
        <location filename="../src/app/editing/figurespots.cpp" line="24"/>
        <source>field</source>
        <comment>figure spot</comment>
        <translation>weide</translation>
    </message>
    <message>
        <location filename="../src/app/editing/figurespots.cpp" line="26"/>
        <source>monastery</source>
        <comment>figure spot</comment>
        <translation>klooster</translation>
    </message>
    <message>
        <location filename="../src/app/editing/figurespots.cpp" line="28"/>
        <source>castle</source>
        <comment>figure spot</comment>
        <translation>burcht</translation>
    </message>
    <message>
        <location filename="../src/app/editing/figurespots.cpp" line="30"/>
        <source>garden</source>
        <comment>figure spot</comment>
        <translation>tuin</translation>
    </message>
    <message>
        <location filename="../src/app/editing/figurespots.cpp" line="49"/>
        <source>N</source>
        <comment>north</comment>
        <translation>N</translation>
    </message>
    <message>
        <location filename="../src/app/editing/figurespots.cpp" line="50"/>
        <source>E</source>
        <comment>east</comment>
        <translation>O</translation>
    </message>
    <message>
        <location filename="../src/app/editing/figurespots.cpp" line="51"/>
        <source>S</source>
        <comment>south</comment>
        <translation>Z</translation>
    </message>
    <message>
        <location filename="../src/app/editing/figurespots.cpp" line="52"/>
        <source>W</source>
        <comment>west</comment>
        <translation>W</translation>
    </message>
    <message>
        <location filename="../src/app/editing/figurespots.cpp" line="53"/>
        <source>n</source>
        <comment>north half</comment>
        <translation>n</translation>
    </message>
    <message>
        <location filename="../src/app/editing/figurespots.cpp" line="54"/>
        <source>e</source>
        <comment>east half</comment>
        <translation>o</translation>
    </message>
    <message>
        <location filename="../src/app/editing/figurespots.cpp" line="55"/>
        <source>s</source>
        <comment>south half</comment>
        <translation>z</translation>
    </message>
    <message>
        <location filename="../src/app/editing/figurespots.cpp" line="56"/>
        <source>w</source>
        <comment>west half</comment>
        <translation>w</translation>
    </message>
</context>
<context>
    <name>LessonHandout</name>
    <message>
        <location filename="../src/render/lessonhandout.cpp" line="182"/>
        <source>Right!</source>
        <translation>Goed!</translation>
    </message>
    <message>
        <location filename="../src/render/lessonhandout.cpp" line="183"/>
        <source>Not right yet: look again.</source>
        <translation>Nog niet goed: kijk nog eens.</translation>
    </message>
    <message>
        <location filename="../src/render/lessonhandout.cpp" line="195"/>
        <source>Cell</source>
        <translation>Vak</translation>
    </message>
    <message>
        <location filename="../src/render/lessonhandout.cpp" line="198"/>
        <source>Turned (degrees)</source>
        <translation>Gedraaid (graden)</translation>
    </message>
    <message>
        <location filename="../src/render/lessonhandout.cpp" line="200"/>
        <source>The page checks where the tile goes and how it is turned; the figure is in the answers.</source>
        <translation>De pagina controleert waar de tegel komt en hoe hij gedraaid is; het speelstuk staat bij de antwoorden.</translation>
    </message>
    <message>
        <location filename="../src/render/lessonhandout.cpp" line="207"/>
        <source>Your answer</source>
        <translation>Jouw antwoord</translation>
    </message>
    <message>
        <location filename="../src/render/lessonhandout.cpp" line="208"/>
        <source>Your teacher has the answer to this question.</source>
        <translation>Je leraar heeft het antwoord op deze vraag.</translation>
    </message>
    <message>
        <location filename="../src/render/lessonhandout.cpp" line="215"/>
        <source>Check</source>
        <translation>Controleren</translation>
    </message>
    <message>
        <location filename="../src/render/lessonhandout.cpp" line="276"/>
        <source>%1 turned %2°</source>
        <translation>%1 gedraaid %2°</translation>
    </message>
    <message>
        <location filename="../src/render/lessonhandout.cpp" line="280"/>
        <source>figure on %1</source>
        <translation>speelstuk op %1</translation>
    </message>
    <message>
        <location filename="../src/render/lessonhandout.cpp" line="392"/>
        <source>Previous page</source>
        <translation>Vorige pagina</translation>
    </message>
    <message>
        <location filename="../src/render/lessonhandout.cpp" line="393"/>
        <source>Next page</source>
        <translation>Volgende pagina</translation>
    </message>
    <message>
        <location filename="../src/render/lessonhandout.cpp" line="402"/>
        <source>The board of page %1</source>
        <translation>Het bord van pagina %1</translation>
    </message>
    <message>
        <location filename="../src/render/lessonhandout.cpp" line="457"/>
        <source>Question: %1</source>
        <translation>Vraag: %1</translation>
    </message>
    <message>
        <location filename="../src/render/lessonhandout.cpp" line="465"/>
        <source>Answers</source>
        <translation>Antwoorden</translation>
    </message>
</context>
<context>
    <name>PicturePages</name>
    <message>
        <location filename="../src/render/pdffile.cpp" line="71"/>
        <source>cannot write %1: %2</source>
        <translation>%1 kan niet worden geschreven: %2</translation>
    </message>
    <message>
        <location filename="../src/render/pdffile.cpp" line="68"/>
        <source>cannot write %1</source>
        <translation>%1 kan niet worden geschreven</translation>
    </message>
</context>
<context>
    <name>PuzzleAnswerWatch</name>
    <message>
        <location filename="../src/editor/boardedits.cpp" line="464"/>
        <source>Update the puzzle&apos;s answer</source>
        <translation>Antwoord van de puzzel bijwerken</translation>
    </message>
</context>
<context>
    <name>PuzzleLibrary</name>
    <message>
        <location filename="../src/app/puzzles/puzzlelibrary.cpp" line="20"/>
        <source>The folder %1 does not exist.</source>
        <translation>De map %1 bestaat niet.</translation>
    </message>
</context>
<context>
    <name>PuzzleProgressText</name>
    <message>
        <location filename="../src/app/puzzles/puzzleprogresstext.cpp" line="14"/>
        <source>solved</source>
        <translation>opgelost</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzleprogresstext.cpp" line="16"/>
        <source>revealed</source>
        <translation>onthuld</translation>
    </message>
</context>
<context>
    <name>PuzzleSheet</name>
    <message>
        <location filename="../src/render/puzzlesheet.cpp" line="140"/>
        <source>Puzzles</source>
        <translation>Puzzels</translation>
    </message>
    <message>
        <location filename="../src/render/puzzlesheet.cpp" line="222"/>
        <source>Answers</source>
        <translation>Antwoorden</translation>
    </message>
    <message>
        <location filename="../src/render/puzzlesheet.cpp" line="245"/>
        <source>Meeple Lab · page %1 of %2</source>
        <extracomment>The foot of a printed puzzle sheet: &quot;Meeple Lab · page 2 of 5&quot;.</extracomment>
        <translation>Meeple Lab · pagina %1 van %2</translation>
    </message>
    <message>
        <location filename="../src/render/puzzlesheetpuzzle.cpp" line="28"/>
        <source>Red</source>
        <translation>Rood</translation>
    </message>
    <message>
        <location filename="../src/render/puzzlesheetpuzzle.cpp" line="29"/>
        <source>Blue</source>
        <translation>Blauw</translation>
    </message>
    <message>
        <location filename="../src/render/puzzlesheetpuzzle.cpp" line="30"/>
        <source>Green</source>
        <translation>Groen</translation>
    </message>
    <message>
        <location filename="../src/render/puzzlesheetpuzzle.cpp" line="31"/>
        <source>Yellow</source>
        <translation>Geel</translation>
    </message>
    <message>
        <location filename="../src/render/puzzlesheetpuzzle.cpp" line="32"/>
        <source>Black</source>
        <translation>Zwart</translation>
    </message>
    <message>
        <location filename="../src/render/puzzlesheetpuzzle.cpp" line="33"/>
        <source>Pink</source>
        <translation>Roze</translation>
    </message>
    <message>
        <location filename="../src/render/puzzlesheetpuzzle.cpp" line="54"/>
        <source>shepherd</source>
        <translation>herder</translation>
    </message>
    <message>
        <location filename="../src/render/puzzlesheetpuzzle.cpp" line="56"/>
        <source>mage</source>
        <translation>tovenaar</translation>
    </message>
    <message>
        <location filename="../src/render/puzzlesheetpuzzle.cpp" line="58"/>
        <source>witch</source>
        <translation>heks</translation>
    </message>
    <message>
        <location filename="../src/render/puzzlesheetpuzzle.cpp" line="60"/>
        <source>abbot</source>
        <translation>abt</translation>
    </message>
    <message>
        <location filename="../src/render/puzzlesheetpuzzle.cpp" line="62"/>
        <source>large meeple</source>
        <translation>grote meeple</translation>
    </message>
    <message>
        <location filename="../src/render/puzzlesheetpuzzle.cpp" line="64"/>
        <source>builder</source>
        <translation>bouwmeester</translation>
    </message>
    <message>
        <location filename="../src/render/puzzlesheetpuzzle.cpp" line="66"/>
        <source>pig</source>
        <translation>varken</translation>
    </message>
    <message>
        <location filename="../src/render/puzzlesheetpuzzle.cpp" line="70"/>
        <source>meeple</source>
        <translation>meeple</translation>
    </message>
    <message>
        <location filename="../src/render/puzzlesheetpuzzle.cpp" line="82"/>
        <source>tile %1 at (%2, %3) turned %4°</source>
        <translation>tegel %1 op (%2, %3) %4° gedraaid</translation>
    </message>
    <message>
        <location filename="../src/render/puzzlesheetpuzzle.cpp" line="88"/>
        <source>%1 taken off the board</source>
        <translation>%1 van het speelveld gehaald</translation>
    </message>
    <message>
        <location filename="../src/render/puzzlesheetpuzzle.cpp" line="91"/>
        <source>%1 to (%2, %3) %4</source>
        <translation>%1 naar (%2, %3) %4</translation>
    </message>
    <message>
        <location filename="../src/render/puzzlesheetpuzzle.cpp" line="96"/>
        <source>%1 on %2</source>
        <translation>%1 op %2</translation>
    </message>
    <message>
        <location filename="../src/render/puzzlesheetpuzzle.cpp" line="99"/>
        <source>take the abbot back</source>
        <translation>de abt terugnemen</translation>
    </message>
    <message>
        <location filename="../src/render/puzzlesheetpuzzle.cpp" line="100"/>
        <source>no figure</source>
        <translation>geen speelstuk</translation>
    </message>
    <message>
        <location filename="../src/render/puzzlesheetpuzzle.cpp" line="102"/>
        <source>then grow the flock</source>
        <translation>dan de kudde uitbreiden</translation>
    </message>
    <message>
        <location filename="../src/render/puzzlesheetpuzzle.cpp" line="104"/>
        <source>then drive the flock to the stable</source>
        <translation>dan de kudde naar de stal drijven</translation>
    </message>
    <message>
        <location filename="../src/render/puzzlesheetpuzzle.cpp" line="125"/>
        <source>Final scores: %1</source>
        <translation>Eindstand: %1</translation>
    </message>
    <message>
        <location filename="../src/render/puzzlesheetpuzzle.cpp" line="128"/>
        <source>Points of the last move: %1</source>
        <translation>Punten van de laatste zet: %1</translation>
    </message>
    <message>
        <location filename="../src/render/puzzlesheetpuzzle.cpp" line="132"/>
        <source>Best gain over the others: %1</source>
        <translation>Grootste winst op de anderen: %1</translation>
    </message>
    <message>
        <location filename="../src/render/puzzlesheetpuzzle.cpp" line="176"/>
        <source>No answer key yet.</source>
        <translation>Nog geen antwoordsleutel.</translation>
    </message>
</context>
<context>
    <name>RecoveryStore</name>
    <message>
        <location filename="../src/editor/recoverystore.cpp" line="90"/>
        <source>cannot make the folder %1</source>
        <translation>kan de map %1 niet aanmaken</translation>
    </message>
    <message>
        <location filename="../src/editor/recoverystore.cpp" line="102"/>
        <source>cannot lock the recovery folder %1</source>
        <translation>kan de herstelmap %1 niet vergrendelen</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../src/editor/boardedits.cpp" line="422"/>
        <source>Change rules</source>
        <translation>Spelregels wijzigen</translation>
    </message>
</context>
<context>
    <name>SaveFile</name>
    <message>
        <location filename="../src/editor/savewrite.cpp" line="21"/>
        <location filename="../src/render/exportfile.cpp" line="36"/>
        <source>only %1 of %2 bytes could be written (is the disk full?); the file was left as it was</source>
        <translation>slechts %1 van %2 bytes konden worden geschreven (is de schijf vol?); het bestand is gebleven zoals het was</translation>
    </message>
</context>
<context>
    <name>TilePaletteModel</name>
    <message>
        <location filename="../src/editor/tilepalettemodel.cpp" line="68"/>
        <source>%1 (0 left, %2 over)</source>
        <extracomment>palette entry of a tile used more often than the box holds: &quot;G (0 left, 3 over)&quot;</extracomment>
        <translation>%1 (op, %2 te veel)</translation>
    </message>
    <message>
        <location filename="../src/editor/tilepalettemodel.cpp" line="72"/>
        <source>%1 (%2 left)</source>
        <extracomment>palette entry: tile id and copies left, e.g. &quot;D (3 left)&quot;</extracomment>
        <translation>%1 (nog %2)</translation>
    </message>
    <message>
        <location filename="../src/editor/tilepalettemodel.cpp" line="75"/>
        <source>Tile %1: the box holds %2, and the board has %3 more than that</source>
        <translation>Tegel %1: de doos bevat er %2, en op het bord liggen er %3 meer</translation>
    </message>
    <message>
        <location filename="../src/editor/tilepalettemodel.cpp" line="81"/>
        <source>Tile %1: %2 of %3 copies left</source>
        <translation>Tegel %1: nog %2 van de %3 exemplaren</translation>
    </message>
</context>
<context>
    <name>VariantPicture</name>
    <message>
        <location filename="../src/app/explore/variantpicture.cpp" line="46"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../src/app/explore/variantpicture.cpp" line="49"/>
        <source>%1: %2 — %3</source>
        <translation>%1: %2 — %3</translation>
    </message>
    <message>
        <location filename="../src/app/explore/variantpicture.cpp" line="87"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location filename="../src/app/explore/variantpicture.cpp" line="95"/>
        <source>the board cannot be scored under both readings</source>
        <translation>het bord kan niet onder beide lezingen geteld worden</translation>
    </message>
    <message>
        <location filename="../src/app/explore/variantpicture.cpp" line="111"/>
        <source>cannot write %1</source>
        <translation>kan %1 niet schrijven</translation>
    </message>
    <message>
        <location filename="../src/app/explore/variantpicture.cpp" line="112"/>
        <source>cannot write %1: %2</source>
        <translation>kan %1 niet schrijven: %2</translation>
    </message>
</context>
<context>
    <name>ml::AnalysisController</name>
    <message>
        <location filename="../src/app/explore/analysiscontroller.cpp" line="165"/>
        <source>&amp;Analysis board</source>
        <translation>Analyse&amp;bord</translation>
    </message>
    <message>
        <location filename="../src/app/explore/analysiscontroller.cpp" line="166"/>
        <source>&amp;Outlook</source>
        <translation>Voor&amp;uitblik</translation>
    </message>
    <message>
        <location filename="../src/app/explore/analysiscontroller.cpp" line="167"/>
        <source>Back to the position</source>
        <translation>Terug naar de stelling</translation>
    </message>
    <message>
        <location filename="../src/app/explore/analysiscontroller.cpp" line="222"/>
        <source>The game is over: no tile is left to place.</source>
        <translation>Het spel is afgelopen: er is geen tegel meer om aan te leggen.</translation>
    </message>
    <message>
        <location filename="../src/app/explore/analysiscontroller.cpp" line="228"/>
        <source>Choose a tile to see where it gains most.</source>
        <translation>Kies een tegel om te zien waar hij de grootste voorsprong geeft.</translation>
    </message>
    <message>
        <location filename="../src/app/explore/analysiscontroller.cpp" line="233"/>
        <source>The analysis board works on boards of at most %1 tiles; this one has %2.</source>
        <translation>Het analysebord werkt op borden van hoogstens %1 tegels; dit bord heeft er %2.</translation>
    </message>
    <message>
        <location filename="../src/app/explore/analysiscontroller.cpp" line="250"/>
        <source>Searching every move of tile %1…</source>
        <translation>Elke zet met tegel %1 wordt doorzocht…</translation>
    </message>
    <message>
        <location filename="../src/app/explore/analysiscontroller.cpp" line="259"/>
        <source>Tile %1 cannot be analysed here.</source>
        <translation>Tegel %1 kan hier niet geanalyseerd worden.</translation>
    </message>
    <message>
        <location filename="../src/app/explore/analysiscontroller.cpp" line="273"/>
        <source>Search cancelled.</source>
        <translation>Zoeken afgebroken.</translation>
    </message>
    <message>
        <location filename="../src/app/explore/analysiscontroller.cpp" line="288"/>
        <source>Tile %1 fits nowhere on this board.</source>
        <translation>Tegel %1 past nergens op dit speelveld.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/app/explore/analysiscontroller.cpp" line="291"/>
        <source>Tile %1 fits on %n cell(s). The best gain is %2; point at a cell for its moves.</source>
        <translation>
            <numerusform>Tegel %1 past op %n vak. De beste voorsprong is %2; wijs een vak aan voor de zetten daar.</numerusform>
            <numerusform>Tegel %1 past op %n vakken. De beste voorsprong is %2; wijs een vak aan voor de zetten daar.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/app/explore/analysiscontroller.cpp" line="304"/>
        <source>Point at a coloured cell to list its best moves.</source>
        <translation>Wijs een gekleurd vak aan om de beste zetten daar te zien.</translation>
    </message>
    <message>
        <location filename="../src/app/explore/analysiscontroller.cpp" line="312"/>
        <source>%1. %2</source>
        <comment>rank in the list, move</comment>
        <translation>%1. %2</translation>
    </message>
    <message>
        <location filename="../src/app/explore/analysiscontroller.cpp" line="317"/>
        <source>Best moves at %1 (click one to see the board after it):</source>
        <translation>Beste zetten op %1 (klik er een aan om het bord erna te zien):</translation>
    </message>
    <message>
        <location filename="../src/app/explore/analysiscontroller.cpp" line="319"/>
        <source>the first %1 of %2.</source>
        <translation>de eerste %1 van %2.</translation>
    </message>
    <message>
        <location filename="../src/app/explore/analysiscontroller.cpp" line="337"/>
        <source>The board after this move. Back (Esc) returns to the position.</source>
        <translation>Het bord na deze zet. Terug (Esc) gaat terug naar de stelling.</translation>
    </message>
</context>
<context>
    <name>ml::AnalysisDock</name>
    <message>
        <location filename="../ui/analysisdock.ui" line="6"/>
        <source>Analysis board</source>
        <translation>Analysebord</translation>
    </message>
    <message>
        <location filename="../ui/analysisdock.ui" line="18"/>
        <source>&amp;Tile:</source>
        <translation>&amp;Tegel:</translation>
    </message>
    <message>
        <location filename="../ui/analysisdock.ui" line="28"/>
        <source>The tile to analyse: every cell where it fits shows its best gain</source>
        <translation>De tegel om te analyseren: elk vak waar hij past toont zijn beste voorsprong</translation>
    </message>
    <message>
        <location filename="../ui/analysisdock.ui" line="38"/>
        <source>&amp;Player:</source>
        <translation>&amp;Speler:</translation>
    </message>
    <message>
        <location filename="../ui/analysisdock.ui" line="72"/>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
    <message>
        <location filename="../ui/analysisdock.ui" line="97"/>
        <source>Click a move to see the board after it</source>
        <translation>Klik een zet aan om het bord erna te zien</translation>
    </message>
    <message>
        <location filename="../ui/analysisdock.ui" line="104"/>
        <source>Back to the position (Esc)</source>
        <translation>Terug naar de stelling (Esc)</translation>
    </message>
    <message>
        <location filename="../src/app/explore/analysisdock.cpp" line="154"/>
        <source>Next of the stack: %1</source>
        <translation>Volgende van de stapel: %1</translation>
    </message>
</context>
<context>
    <name>ml::AnalysisOverlay</name>
    <message>
        <location filename="../src/app/explore/analysisoverlay.cpp" line="186"/>
        <source>Best gain</source>
        <translation>Beste voorsprong</translation>
    </message>
</context>
<context>
    <name>ml::AnalysisText</name>
    <message>
        <location filename="../src/editor/analysisboard.cpp" line="99"/>
        <source>abbot taken back</source>
        <translation>abt teruggenomen</translation>
    </message>
    <message>
        <location filename="../src/editor/analysisboard.cpp" line="100"/>
        <source>no figure</source>
        <translation>geen speelstuk</translation>
    </message>
    <message>
        <location filename="../src/editor/analysisboard.cpp" line="108"/>
        <source>shepherd in the field %1</source>
        <translation>herder in de weide %1</translation>
    </message>
    <message>
        <location filename="../src/editor/analysisboard.cpp" line="110"/>
        <source>abbot in the garden %1</source>
        <translation>abt in de tuin %1</translation>
    </message>
    <message>
        <location filename="../src/editor/analysisboard.cpp" line="111"/>
        <source>abbot in the monastery %1</source>
        <translation>abt in het klooster %1</translation>
    </message>
    <message>
        <location filename="../src/editor/analysisboard.cpp" line="114"/>
        <source>meeple on the road %1</source>
        <translation>meeple op de weg %1, als struikrover</translation>
    </message>
    <message>
        <location filename="../src/editor/analysisboard.cpp" line="116"/>
        <source>meeple in the city %1</source>
        <translation>meeple in de stad %1, als ridder</translation>
    </message>
    <message>
        <location filename="../src/editor/analysisboard.cpp" line="118"/>
        <source>meeple in the monastery %1</source>
        <translation>meeple in het klooster %1, als monnik</translation>
    </message>
    <message>
        <location filename="../src/editor/analysisboard.cpp" line="120"/>
        <source>farmer in the field %1</source>
        <translation>boer in de weide %1</translation>
    </message>
    <message>
        <location filename="../src/editor/analysisboard.cpp" line="122"/>
        <source>lord in the castle %1</source>
        <translation>heer in de burcht %1</translation>
    </message>
    <message>
        <location filename="../src/editor/analysisboard.cpp" line="135"/>
        <source>%1 %2</source>
        <comment>player and points</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../src/editor/analysisboard.cpp" line="138"/>
        <location filename="../src/editor/analysisboard.cpp" line="155"/>
        <source>, </source>
        <comment>list separator</comment>
        <translation>, </translation>
    </message>
    <message>
        <location filename="../src/editor/analysisboard.cpp" line="144"/>
        <source>%1°</source>
        <comment>rotation in degrees</comment>
        <translation>%1°</translation>
    </message>
    <message>
        <location filename="../src/editor/analysisboard.cpp" line="147"/>
        <source>%1 to %2</source>
        <comment>magic figure moved to a cell</comment>
        <translation>%1 naar %2</translation>
    </message>
    <message>
        <location filename="../src/editor/analysisboard.cpp" line="148"/>
        <location filename="../src/editor/analysisboard.cpp" line="151"/>
        <source>mage</source>
        <translation>tovenaar</translation>
    </message>
    <message>
        <location filename="../src/editor/analysisboard.cpp" line="148"/>
        <location filename="../src/editor/analysisboard.cpp" line="151"/>
        <source>witch</source>
        <translation>heks</translation>
    </message>
    <message>
        <location filename="../src/editor/analysisboard.cpp" line="150"/>
        <source>%1 taken off</source>
        <comment>magic figure removed</comment>
        <translation>%1 van het speelveld genomen</translation>
    </message>
    <message>
        <location filename="../src/editor/analysisboard.cpp" line="152"/>
        <source>flock grows</source>
        <translation>kudde uitbreiden</translation>
    </message>
    <message>
        <location filename="../src/editor/analysisboard.cpp" line="153"/>
        <source>flock to the stable</source>
        <translation>kudde naar de stal</translation>
    </message>
    <message>
        <location filename="../src/editor/analysisboard.cpp" line="154"/>
        <source>%1: %2 (%3)</source>
        <comment>move: what, gain, points</comment>
        <translation>%1: %2 (%3)</translation>
    </message>
    <message>
        <location filename="../src/editor/analysisboard.cpp" line="160"/>
        <source>If the game then ended: %1</source>
        <translation>Als het spel dan eindigde: %1</translation>
    </message>
</context>
<context>
    <name>ml::AnnotationColorButton</name>
    <message>
        <location filename="../src/app/editing/annotationcolorbutton.cpp" line="107"/>
        <source>Each mark&apos;s own colour</source>
        <translation>Eigen kleur van elke aantekening</translation>
    </message>
    <message>
        <location filename="../src/app/editing/annotationcolorbutton.cpp" line="113"/>
        <source>Recent colours</source>
        <translation>Recente kleuren</translation>
    </message>
    <message>
        <location filename="../src/app/editing/annotationcolorbutton.cpp" line="118"/>
        <source>Other colour…</source>
        <translation>Andere kleur…</translation>
    </message>
    <message>
        <location filename="../src/app/editing/annotationcolorbutton.cpp" line="124"/>
        <source>Colour of the marks</source>
        <translation>Kleur van de aantekeningen</translation>
    </message>
    <message>
        <location filename="../src/app/editing/annotationcolorbutton.cpp" line="135"/>
        <source>Colour</source>
        <translation>Kleur</translation>
    </message>
    <message>
        <location filename="../src/app/editing/annotationcolorbutton.cpp" line="136"/>
        <source>The colour of new marks and of the selected ones</source>
        <translation>De kleur van nieuwe aantekeningen en van de geselecteerde</translation>
    </message>
</context>
<context>
    <name>ml::AnnotationTextDialog</name>
    <message>
        <location filename="../ui/annotationtextdialog.ui" line="18"/>
        <source>Each picture shows the text of its language. Leave Dutch empty to use the English text in both.</source>
        <translation>Elke afbeelding toont de tekst in haar eigen taal. Laat Nederlands leeg om de Engelse tekst in beide te gebruiken.</translation>
    </message>
    <message>
        <location filename="../ui/annotationtextdialog.ui" line="31"/>
        <source>&amp;English:</source>
        <translation>&amp;Engels:</translation>
    </message>
    <message>
        <location filename="../ui/annotationtextdialog.ui" line="47"/>
        <source>&amp;Dutch:</source>
        <translation>&amp;Nederlands:</translation>
    </message>
</context>
<context>
    <name>ml::AnnotationTool</name>
    <message>
        <location filename="../src/app/editing/annotationtool.cpp" line="45"/>
        <source>Arrow</source>
        <translation>Pijl</translation>
    </message>
    <message>
        <location filename="../src/app/editing/annotationtool.cpp" line="47"/>
        <source>Ring</source>
        <translation>Ring</translation>
    </message>
    <message>
        <location filename="../src/app/editing/annotationtool.cpp" line="49"/>
        <source>Number</source>
        <translation>Nummer</translation>
    </message>
    <message>
        <location filename="../src/app/editing/annotationtool.cpp" line="51"/>
        <source>Highlight</source>
        <translation>Markering</translation>
    </message>
    <message>
        <location filename="../src/app/editing/annotationtool.cpp" line="53"/>
        <location filename="../src/app/editing/annotationtool.cpp" line="201"/>
        <location filename="../src/app/editing/annotationtool.cpp" line="356"/>
        <source>Label</source>
        <translation>Tekst</translation>
    </message>
    <message>
        <location filename="../src/app/editing/annotationtool.cpp" line="55"/>
        <source>Dim</source>
        <translation>Vervagen</translation>
    </message>
    <message>
        <location filename="../src/app/editing/annotationtool.cpp" line="65"/>
        <source>Drag from one point to another; the ends snap to figure spots and cell centres, Shift leaves them free.</source>
        <translation>Sleep van het ene punt naar het andere; de uiteinden springen naar plekken van speelstukken en het midden van vakken, met Shift blijven ze vrij.</translation>
    </message>
    <message>
        <location filename="../src/app/editing/annotationtool.cpp" line="69"/>
        <source>Click the part of a tile whose figure spot gets a ring.</source>
        <translation>Klik op het deel van een tegel waarvan de plek van het speelstuk een ring krijgt.</translation>
    </message>
    <message>
        <location filename="../src/app/editing/annotationtool.cpp" line="74"/>
        <source>Click where the next marker goes, or a marker to change its shape and meaning; Shift leaves it free.</source>
        <translation>Klik waar het volgende merkteken komt, of op een merkteken om de vorm en betekenis te wijzigen; met Shift staat het vrij.</translation>
    </message>
    <message>
        <location filename="../src/app/editing/annotationtool.cpp" line="76"/>
        <source>Click where the next marker goes (%1), or a marker to change its shape and meaning; Shift leaves it free.</source>
        <translation>Klik waar het volgende merkteken komt (%1), of op een merkteken om de vorm en betekenis te wijzigen; met Shift staat het vrij.</translation>
    </message>
    <message>
        <location filename="../src/app/editing/annotationtool.cpp" line="82"/>
        <source>Click a city, road, field or monastery to tint the whole feature.</source>
        <translation>Klik op een stad, weg, weide of klooster om het hele project te kleuren.</translation>
    </message>
    <message>
        <location filename="../src/app/editing/annotationtool.cpp" line="85"/>
        <source>Click where the text goes.</source>
        <translation>Klik waar de tekst komt.</translation>
    </message>
    <message>
        <location filename="../src/app/editing/annotationtool.cpp" line="88"/>
        <source>Drag a rectangle over the cells to draw faded.</source>
        <translation>Sleep een rechthoek over de vakken die vervaagd getekend worden.</translation>
    </message>
    <message>
        <location filename="../src/app/editing/annotationtool.cpp" line="139"/>
        <source>Marker changed.</source>
        <translation>Merkteken gewijzigd.</translation>
    </message>
    <message>
        <location filename="../src/app/editing/annotationtool.cpp" line="141"/>
        <source>The marker cannot be changed: %1</source>
        <translation>Het merkteken kan niet gewijzigd worden: %1</translation>
    </message>
    <message>
        <location filename="../src/app/editing/annotationtool.cpp" line="151"/>
        <source>A circle or a square needs a text: choose numbers or letters.</source>
        <translation>Een cirkel of een vierkant heeft een tekst nodig: kies cijfers of letters.</translation>
    </message>
    <message>
        <location filename="../src/app/editing/annotationtool.cpp" line="176"/>
        <source>%1 added.</source>
        <translation>%1 toegevoegd.</translation>
    </message>
    <message>
        <location filename="../src/app/editing/annotationtool.cpp" line="178"/>
        <source>The mark cannot go there: %1</source>
        <translation>De aantekening kan daar niet staan: %1</translation>
    </message>
    <message>
        <location filename="../src/app/editing/annotationtool.cpp" line="212"/>
        <source>Click the part of a tile: there is nothing here to mark.</source>
        <translation>Klik op een deel van een tegel: hier is niets te markeren.</translation>
    </message>
    <message>
        <location filename="../src/app/editing/annotationtool.cpp" line="250"/>
        <source>Drag from one point to another to draw an arrow.</source>
        <translation>Sleep van het ene punt naar het andere om een pijl te tekenen.</translation>
    </message>
    <message>
        <location filename="../src/app/editing/annotationtool.cpp" line="254"/>
        <location filename="../src/app/editing/annotationtool.cpp" line="375"/>
        <source>Arrow label (may stay empty)</source>
        <translation>Tekst bij de pijl (mag leeg blijven)</translation>
    </message>
    <message>
        <location filename="../src/app/editing/annotationtool.cpp" line="271"/>
        <source>Take fewer cells (at most 400).</source>
        <translation>Neem minder vakken (hoogstens 400).</translation>
    </message>
    <message>
        <location filename="../src/app/editing/annotationtool.cpp" line="323"/>
        <source>This tile has no spot %1: %2</source>
        <translation>Deze tegel heeft geen plek %1: %2</translation>
    </message>
    <message>
        <location filename="../src/app/editing/annotationtool.cpp" line="324"/>
        <location filename="../src/app/editing/annotationtool.cpp" line="345"/>
        <source>There is no tile here to mark.</source>
        <translation>Hier ligt geen tegel om te markeren.</translation>
    </message>
    <message>
        <location filename="../src/app/editing/annotationtool.cpp" line="344"/>
        <source>Press the number of a spot: %1</source>
        <translation>Druk op het cijfer van een plek: %1</translation>
    </message>
    <message>
        <location filename="../src/app/editing/annotationtool.cpp" line="372"/>
        <source>An arrow needs two points: move the cursor before its end.</source>
        <translation>Een pijl heeft twee punten nodig: verplaats de cursor voor het eindpunt.</translation>
    </message>
    <message>
        <location filename="../src/app/editing/annotationtool.cpp" line="398"/>
        <source>Enter or a spot&apos;s number ends the arrow here; Esc cancels it.</source>
        <translation>Enter of het cijfer van een plek laat de pijl hier eindigen; Esc breekt hem af.</translation>
    </message>
    <message>
        <location filename="../src/app/editing/annotationtool.cpp" line="399"/>
        <source>Enter (the cell&apos;s centre) or a spot&apos;s number starts an arrow.</source>
        <translation>Enter (het midden van het vak) of het cijfer van een plek begint een pijl.</translation>
    </message>
    <message>
        <location filename="../src/app/editing/annotationtool.cpp" line="401"/>
        <source>A spot&apos;s number rings that spot.</source>
        <translation>Het cijfer van een plek zet er een ring om.</translation>
    </message>
    <message>
        <location filename="../src/app/editing/annotationtool.cpp" line="403"/>
        <source>Enter puts a marker on the cell&apos;s centre, a spot&apos;s number on that spot; where a marker stands, they open its shape and meaning.</source>
        <translation>Enter zet een merkteken midden op het vak, het nummer van een plek op die plek; staat er al een merkteken, dan openen ze de vorm en betekenis ervan.</translation>
    </message>
    <message>
        <location filename="../src/app/editing/annotationtool.cpp" line="406"/>
        <source>A spot&apos;s number tints its whole feature.</source>
        <translation>Het cijfer van een plek kleurt het hele project.</translation>
    </message>
    <message>
        <location filename="../src/app/editing/annotationtool.cpp" line="408"/>
        <source>Enter or a spot&apos;s number writes a label there.</source>
        <translation>Enter of het cijfer van een plek zet daar een tekst.</translation>
    </message>
    <message>
        <location filename="../src/app/editing/annotationtool.cpp" line="410"/>
        <source>Enter fades the cells from %1 to here; Esc cancels.</source>
        <translation>Enter vervaagt de vakken van %1 tot hier; Esc breekt af.</translation>
    </message>
    <message>
        <location filename="../src/app/editing/annotationtool.cpp" line="412"/>
        <source>Enter sets the first corner of the cells to fade.</source>
        <translation>Enter zet de eerste hoek van de vakken die vervagen.</translation>
    </message>
</context>
<context>
    <name>ml::AnnotationTools</name>
    <message>
        <location filename="../src/app/editing/annotationtools.cpp" line="99"/>
        <source>Shape of new markers (and of the markers selected)</source>
        <translation>Vorm van nieuwe merktekens (en van de gekozen merktekens)</translation>
    </message>
    <message>
        <location filename="../src/app/editing/annotationtools.cpp" line="100"/>
        <source>Shape of new markers</source>
        <translation>Vorm van nieuwe merktekens</translation>
    </message>
    <message>
        <location filename="../src/app/editing/annotationtools.cpp" line="101"/>
        <source>Text of new markers</source>
        <translation>Tekst van nieuwe merktekens</translation>
    </message>
    <message>
        <location filename="../src/app/editing/annotationtools.cpp" line="102"/>
        <source>1, 2, 3…</source>
        <translation>1, 2, 3…</translation>
    </message>
    <message>
        <location filename="../src/app/editing/annotationtools.cpp" line="103"/>
        <source>A, B, C…</source>
        <translation>A, B, C…</translation>
    </message>
    <message>
        <location filename="../src/app/editing/annotationtools.cpp" line="104"/>
        <source>No text</source>
        <translation>Geen tekst</translation>
    </message>
    <message>
        <location filename="../src/app/editing/annotationtools.cpp" line="105"/>
        <source>What new markers hold: the next number, the next letter, or nothing (a triangle or a cross only)</source>
        <translation>Wat in nieuwe merktekens staat: het volgende nummer, de volgende letter of niets (alleen bij een driehoek of een kruis)</translation>
    </message>
    <message>
        <location filename="../src/app/editing/annotationtools.cpp" line="107"/>
        <source>Only at this step</source>
        <translation>Alleen bij deze stap</translation>
    </message>
    <message>
        <location filename="../src/app/editing/annotationtools.cpp" line="108"/>
        <source>New marks are shown only on the position the board shows now (in Explore: the current step)</source>
        <translation>Nieuwe aantekeningen staan alleen op de stand die het bord nu toont (bij Verkennen: de huidige stap)</translation>
    </message>
</context>
<context>
    <name>ml::AnswerSecrecy</name>
    <message>
        <location filename="../src/app/puzzles/answersecrecy.cpp" line="30"/>
        <source>Not while the puzzle is being solved: this would show its answer. Check a right answer or press Reveal first.</source>
        <translation>Niet zolang de puzzel wordt opgelost: dit zou het antwoord verraden. Controleer eerst een goed antwoord of kies Onthullen.</translation>
    </message>
</context>
<context>
    <name>ml::BoardAccessible</name>
    <message>
        <location filename="../src/app/editing/boardaccessible.cpp" line="97"/>
        <source>Board</source>
        <translation>Bord</translation>
    </message>
    <message>
        <location filename="../src/app/editing/boardaccessible.cpp" line="99"/>
        <source>No board is shown.</source>
        <translation>Er wordt geen bord getoond.</translation>
    </message>
    <message>
        <location filename="../src/app/editing/boardaccessible.cpp" line="100"/>
        <source>Columns %1 to %2, rows %3 to %4. Each cell says which tile lies on it, how it is turned and the figures on it.</source>
        <translation>Kolommen %1 tot en met %2, rijen %3 tot en met %4. Elk vak zegt welke tegel erop ligt, hoe die gedraaid is en welke speelstukken erop staan.</translation>
    </message>
</context>
<context>
    <name>ml::BoardDescription</name>
    <message>
        <location filename="../src/editor/boarddescription.cpp" line="78"/>
        <source>column %1</source>
        <translation>kolom %1</translation>
    </message>
    <message>
        <location filename="../src/editor/boarddescription.cpp" line="79"/>
        <source>columns %1 to %2</source>
        <translation>kolommen %1 tot en met %2</translation>
    </message>
    <message>
        <location filename="../src/editor/boarddescription.cpp" line="81"/>
        <source>row %1</source>
        <translation>rij %1</translation>
    </message>
    <message>
        <location filename="../src/editor/boarddescription.cpp" line="82"/>
        <source>rows %1 to %2</source>
        <translation>rijen %1 tot en met %2</translation>
    </message>
    <message>
        <location filename="../src/editor/boarddescription.cpp" line="83"/>
        <source>%1 and %2</source>
        <comment>columns and rows of an area</comment>
        <translation>%1 en %2</translation>
    </message>
    <message>
        <location filename="../src/editor/boarddescription.cpp" line="97"/>
        <source>within %1</source>
        <comment>a long list of cells: the area</comment>
        <translation>binnen %1</translation>
    </message>
    <message>
        <location filename="../src/editor/boarddescription.cpp" line="105"/>
        <source>%1 and %2</source>
        <comment>list of cells</comment>
        <translation>%1 en %2</translation>
    </message>
    <message>
        <location filename="../src/editor/boarddescription.cpp" line="105"/>
        <location filename="../src/editor/boarddescription.cpp" line="146"/>
        <location filename="../src/editor/boarddescription.cpp" line="212"/>
        <location filename="../src/editor/boarddescription.cpp" line="286"/>
        <location filename="../src/editor/boarddescription.cpp" line="302"/>
        <source>, </source>
        <comment>list separator</comment>
        <translation>, </translation>
    </message>
    <message>
        <location filename="../src/editor/boarddescription.cpp" line="112"/>
        <source>No tile lies on the board.</source>
        <translation>Er ligt geen tegel op het bord.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/boarddescription.cpp" line="128"/>
        <source>%n tile(s) on the board, in %1.</source>
        <translation>
            <numerusform>%n tegel op het bord, in %1.</numerusform>
            <numerusform>%n tegels op het bord, in %1.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/editor/boarddescription.cpp" line="141"/>
        <source>%1 to %2</source>
        <comment>a run of columns in a row</comment>
        <translation>%1 tot en met %2</translation>
    </message>
    <message>
        <location filename="../src/editor/boarddescription.cpp" line="145"/>
        <source>Row %1: %2.</source>
        <translation>Rij %1: %2.</translation>
    </message>
    <message>
        <location filename="../src/editor/boarddescription.cpp" line="148"/>
        <source>Hills on %1.</source>
        <translation>Heuvels op %1.</translation>
    </message>
    <message>
        <location filename="../src/editor/boarddescription.cpp" line="149"/>
        <source>Vineyards on %1.</source>
        <translation>Wijngaarden op %1.</translation>
    </message>
    <message>
        <location filename="../src/editor/boarddescription.cpp" line="170"/>
        <source>the abbot of %1</source>
        <translation>de abt van %1</translation>
    </message>
    <message>
        <location filename="../src/editor/boarddescription.cpp" line="173"/>
        <source>the large meeple of %1</source>
        <translation>de grote meeple van %1</translation>
    </message>
    <message>
        <location filename="../src/editor/boarddescription.cpp" line="176"/>
        <source>the builder of %1</source>
        <translation>de bouwmeester van %1</translation>
    </message>
    <message>
        <location filename="../src/editor/boarddescription.cpp" line="179"/>
        <source>the pig of %1</source>
        <translation>het varken van %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/boarddescription.cpp" line="183"/>
        <source>the shepherd of %1 with a flock of %n sheep</source>
        <translation>
            <numerusform>de herder van %1 met een kudde van %n schaap</numerusform>
            <numerusform>de herder van %1 met een kudde van %n schapen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/editor/boarddescription.cpp" line="185"/>
        <source>the shepherd of %1 without a flock</source>
        <translation>de herder van %1 zonder kudde</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/boarddescription.cpp" line="201"/>
        <source>%n meeple(s) of %1</source>
        <comment>figures on a feature: count, player</comment>
        <translation>
            <numerusform>%n meeple van %1</numerusform>
            <numerusform>%n meeples van %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/editor/boarddescription.cpp" line="205"/>
        <location filename="../src/editor/celldescription.cpp" line="98"/>
        <source>the mage</source>
        <translation>de tovenaar</translation>
    </message>
    <message>
        <location filename="../src/editor/boarddescription.cpp" line="206"/>
        <location filename="../src/editor/celldescription.cpp" line="101"/>
        <source>the witch</source>
        <translation>de heks</translation>
    </message>
    <message>
        <location filename="../src/editor/boarddescription.cpp" line="212"/>
        <source>%1 and %2</source>
        <comment>list of figures</comment>
        <translation>%1 en %2</translation>
    </message>
    <message>
        <location filename="../src/editor/boarddescription.cpp" line="213"/>
        <source>On it: %1.</source>
        <comment>the figures on a feature</comment>
        <translation>Erop: %1.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/boarddescription.cpp" line="227"/>
        <source>Completed city of %n tile(s): %1.</source>
        <translation>
            <numerusform>Afgebouwde stad van %n tegel: %1.</numerusform>
            <numerusform>Afgebouwde stad van %n tegels: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/boarddescription.cpp" line="228"/>
        <source>Unfinished city of %n tile(s): %1.</source>
        <translation>
            <numerusform>Onafgebouwde stad van %n tegel: %1.</numerusform>
            <numerusform>Onafgebouwde stad van %n tegels: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/boarddescription.cpp" line="230"/>
        <source>It has %n coat(s) of arms.</source>
        <translation>
            <numerusform>Ze heeft %n wapen.</numerusform>
            <numerusform>Ze heeft %n wapens.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/boarddescription.cpp" line="234"/>
        <source>Completed road of %n tile(s): %1.</source>
        <translation>
            <numerusform>Afgebouwde weg van %n tegel: %1.</numerusform>
            <numerusform>Afgebouwde weg van %n tegels: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/boarddescription.cpp" line="235"/>
        <source>Unfinished road of %n tile(s): %1.</source>
        <translation>
            <numerusform>Onafgebouwde weg van %n tegel: %1.</numerusform>
            <numerusform>Onafgebouwde weg van %n tegels: %1.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/editor/boarddescription.cpp" line="238"/>
        <source>Completed monastery on %1.</source>
        <translation>Afgebouwd klooster op %1.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/boarddescription.cpp" line="239"/>
        <source>Unfinished monastery on %1, with %n of its 8 surrounding tiles.</source>
        <translation>
            <numerusform>Onafgebouwd klooster op %1, met %n van de 8 omringende tegels.</numerusform>
            <numerusform>Onafgebouwd klooster op %1, met %n van de 8 omringende tegels.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/editor/boarddescription.cpp" line="244"/>
        <source>Completed garden on %1.</source>
        <translation>Afgebouwde tuin op %1.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/boarddescription.cpp" line="245"/>
        <source>Unfinished garden on %1, with %n of its 8 surrounding tiles.</source>
        <translation>
            <numerusform>Onafgebouwde tuin op %1, met %n van de 8 omringende tegels.</numerusform>
            <numerusform>Onafgebouwde tuin op %1, met %n van de 8 omringende tegels.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/editor/boarddescription.cpp" line="250"/>
        <source>Completed castle on %1.</source>
        <translation>Afgebouwde burcht op %1.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/boarddescription.cpp" line="251"/>
        <source>Unfinished castle on %1, with %n of its 10 surrounding tiles.</source>
        <translation>
            <numerusform>Onafgebouwde burcht op %1, met %n van de 10 omringende tegels.</numerusform>
            <numerusform>Onafgebouwde burcht op %1, met %n van de 10 omringende tegels.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/boarddescription.cpp" line="256"/>
        <source>Field of %n tile(s): %1.</source>
        <translation>
            <numerusform>Weide van %n tegel: %1.</numerusform>
            <numerusform>Weide van %n tegels: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/boarddescription.cpp" line="261"/>
        <source>It borders %n completed city(s).</source>
        <translation>
            <numerusform>Ze grenst aan %n afgebouwde stad.</numerusform>
            <numerusform>Ze grenst aan %n afgebouwde steden.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/boarddescription.cpp" line="265"/>
        <source>The river runs over %n tile(s): %1.</source>
        <translation>
            <numerusform>De rivier loopt over %n tegel: %1.</numerusform>
            <numerusform>De rivier loopt over %n tegels: %1.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/editor/boarddescription.cpp" line="281"/>
        <location filename="../src/editor/boarddescription.cpp" line="299"/>
        <source>%1 %2</source>
        <comment>a player&apos;s score: name, points</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../src/editor/boarddescription.cpp" line="285"/>
        <source>No players.</source>
        <translation>Geen spelers.</translation>
    </message>
    <message>
        <location filename="../src/editor/boarddescription.cpp" line="286"/>
        <source>Scores: %1.</source>
        <translation>Stand: %1.</translation>
    </message>
    <message>
        <location filename="../src/editor/boarddescription.cpp" line="302"/>
        <source>After the final scoring: %1.</source>
        <translation>Na de eindtelling: %1.</translation>
    </message>
    <message>
        <location filename="../src/editor/boarddescription.cpp" line="330"/>
        <source>The board as set up; it has no moves.</source>
        <translation>Het bord zoals het is opgezet; er zijn geen beurten.</translation>
    </message>
    <message>
        <location filename="../src/editor/boarddescription.cpp" line="331"/>
        <source>The board as set up, before the first move.</source>
        <translation>Het bord zoals het is opgezet, vóór de eerste beurt.</translation>
    </message>
    <message>
        <location filename="../src/editor/boarddescription.cpp" line="332"/>
        <source>The board after move %1 of %2.</source>
        <translation>Het bord na beurt %1 van %2.</translation>
    </message>
</context>
<context>
    <name>ml::BoardDescriptionDialog</name>
    <message>
        <location filename="../ui/boarddescriptiondialog.ui" line="6"/>
        <source>Describe the board</source>
        <translation>Bord beschrijven</translation>
    </message>
    <message>
        <location filename="../ui/boarddescriptiondialog.ui" line="9"/>
        <source>Description of the board</source>
        <translation>Beschrijving van het bord</translation>
    </message>
    <message>
        <location filename="../ui/boarddescriptiondialog.ui" line="15"/>
        <source>The board &amp;in words:</source>
        <translation>Het bord &amp;in woorden:</translation>
    </message>
    <message>
        <location filename="../ui/boarddescriptiondialog.ui" line="36"/>
        <source>Board description</source>
        <translation>Beschrijving van het bord</translation>
    </message>
    <message>
        <location filename="../ui/boarddescriptiondialog.ui" line="39"/>
        <source>The tiles, every feature with its figures, and the scores</source>
        <translation>De tegels, elk project met zijn speelstukken, en de stand</translation>
    </message>
    <message>
        <location filename="../ui/boarddescriptiondialog.ui" line="60"/>
        <source>Co&amp;py</source>
        <translation>&amp;Kopiëren</translation>
    </message>
    <message>
        <location filename="../ui/boarddescriptiondialog.ui" line="63"/>
        <source>Copy the description</source>
        <translation>De beschrijving kopiëren</translation>
    </message>
    <message>
        <location filename="../src/app/window/boarddescriptiondialog.cpp" line="18"/>
        <source>There is no board to describe.</source>
        <translation>Er is geen bord om te beschrijven.</translation>
    </message>
    <message>
        <location filename="../src/app/window/boarddescriptiondialog.cpp" line="22"/>
        <source>Close the description</source>
        <translation>De beschrijving sluiten</translation>
    </message>
</context>
<context>
    <name>ml::BoardDocument</name>
    <message>
        <location filename="../src/editor/boarddocument.cpp" line="121"/>
        <source>Red</source>
        <comment>player colour</comment>
        <translation>Rood</translation>
    </message>
    <message>
        <location filename="../src/editor/boarddocument.cpp" line="123"/>
        <source>Blue</source>
        <comment>player colour</comment>
        <translation>Blauw</translation>
    </message>
    <message>
        <location filename="../src/editor/boarddocument.cpp" line="125"/>
        <source>Green</source>
        <comment>player colour</comment>
        <translation>Groen</translation>
    </message>
    <message>
        <location filename="../src/editor/boarddocument.cpp" line="127"/>
        <source>Yellow</source>
        <comment>player colour</comment>
        <translation>Geel</translation>
    </message>
    <message>
        <location filename="../src/editor/boarddocument.cpp" line="129"/>
        <source>Black</source>
        <comment>player colour</comment>
        <translation>Zwart</translation>
    </message>
    <message>
        <location filename="../src/editor/boarddocument.cpp" line="131"/>
        <source>Pink</source>
        <comment>player colour</comment>
        <translation>Roze</translation>
    </message>
    <message>
        <location filename="../src/editor/boarddocument.cpp" line="207"/>
        <source>north side</source>
        <translation>noordzijde</translation>
    </message>
    <message>
        <location filename="../src/editor/boarddocument.cpp" line="209"/>
        <source>east side</source>
        <translation>oostzijde</translation>
    </message>
    <message>
        <location filename="../src/editor/boarddocument.cpp" line="211"/>
        <source>south side</source>
        <translation>zuidzijde</translation>
    </message>
    <message>
        <location filename="../src/editor/boarddocument.cpp" line="213"/>
        <source>west side</source>
        <translation>westzijde</translation>
    </message>
    <message>
        <location filename="../src/editor/boarddocument.cpp" line="217"/>
        <source>city</source>
        <translation>stad</translation>
    </message>
    <message>
        <location filename="../src/editor/boarddocument.cpp" line="217"/>
        <source>road</source>
        <translation>weg</translation>
    </message>
    <message>
        <location filename="../src/editor/boarddocument.cpp" line="217"/>
        <source>field</source>
        <translation>weide</translation>
    </message>
    <message>
        <location filename="../src/editor/boarddocument.cpp" line="220"/>
        <source>%1 of %2,%3 (%4) against %5 of %6,%7 (%8)</source>
        <extracomment>a mismatched edge: &quot;east side of 1,0 (road) against west side of 2,0 (city)&quot;</extracomment>
        <translation>%1 van %2,%3 (%4) tegen %5 van %6,%7 (%8)</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/boarddocument.cpp" line="237"/>
        <source>and %n more</source>
        <translation>
            <numerusform>en nog %n</numerusform>
            <numerusform>en nog %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/boarddocument.cpp" line="238"/>
        <source>the board has %n mismatched side(s): %1. A board file may not hold mismatched sides (R-BASE-3), so it would not open again; fix or remove those tiles first.</source>
        <translation>
            <numerusform>het bord heeft %n zijde die niet past: %1. Een bordbestand mag geen niet-passende zijden bevatten (R-BASE-3), dus het zou niet meer opengaan; leg die tegels eerst goed of haal ze weg.</numerusform>
            <numerusform>het bord heeft %n zijden die niet passen: %1. Een bordbestand mag geen niet-passende zijden bevatten (R-BASE-3), dus het zou niet meer opengaan; leg die tegels eerst goed of haal ze weg.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/editor/boarddocument.cpp" line="440"/>
        <source>tiles[%1]: the sides do not match: %2 (R-BASE-3); switch on free placement (F) to put a tile there anyway</source>
        <translation>tiles[%1]: de zijden passen niet: %2 (R-BASE-3); zet vrij aanleggen (F) aan om er toch een tegel te leggen</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/boarddocument.cpp" line="478"/>
        <source>the set-up has %n mismatched side(s), which must be fixed before the moves can be replayed</source>
        <translation>
            <numerusform>de beginopstelling heeft %n zijde die niet past; leg die eerst goed, dan kunnen de beurten weer worden nagespeeld</numerusform>
            <numerusform>de beginopstelling heeft %n zijden die niet passen; leg die eerst goed, dan kunnen de beurten weer worden nagespeeld</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ml::BoardInfoDock</name>
    <message>
        <location filename="../src/app/editing/boardinfodock.cpp" line="199"/>
        <source>Board</source>
        <translation>Bord</translation>
    </message>
    <message>
        <location filename="../src/app/editing/boardinfodock.cpp" line="203"/>
        <source>Players (the scores are hidden until the puzzle is solved or revealed)</source>
        <translation>Spelers (de punten zijn verborgen tot de puzzel is opgelost of onthuld)</translation>
    </message>
    <message>
        <location filename="../src/app/editing/boardinfodock.cpp" line="205"/>
        <location filename="../src/app/editing/boardinfodock.cpp" line="229"/>
        <source>Players</source>
        <translation>Spelers</translation>
    </message>
    <message>
        <location filename="../src/app/editing/boardinfodock.cpp" line="207"/>
        <source>Scoring</source>
        <translation>Puntentellingen</translation>
    </message>
    <message>
        <location filename="../src/app/editing/boardinfodock.cpp" line="209"/>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <location filename="../src/app/editing/boardinfodock.cpp" line="209"/>
        <source>Score</source>
        <translation>Punten</translation>
    </message>
    <message>
        <location filename="../src/app/editing/boardinfodock.cpp" line="210"/>
        <source>Meeples in hand</source>
        <translation>Meeples in voorraad</translation>
    </message>
    <message>
        <location filename="../src/app/editing/boardinfodock.cpp" line="213"/>
        <source>Untitled board</source>
        <translation>Bord zonder titel</translation>
    </message>
    <message>
        <location filename="../src/app/editing/boardinfodock.cpp" line="219"/>
        <source>Caption</source>
        <translation>Bijschrift</translation>
    </message>
    <message>
        <location filename="../src/app/editing/boardinfodock.cpp" line="222"/>
        <source>Caption under the pictures, in English</source>
        <translation>Bijschrift onder de afbeeldingen, in het Engels</translation>
    </message>
    <message>
        <location filename="../src/app/editing/boardinfodock.cpp" line="223"/>
        <source>Caption under the pictures, in Dutch</source>
        <translation>Bijschrift onder de afbeeldingen, in het Nederlands</translation>
    </message>
    <message>
        <location filename="../src/app/editing/boardinfodock.cpp" line="220"/>
        <source>English</source>
        <translation>Engels</translation>
    </message>
    <message>
        <location filename="../src/app/editing/boardinfodock.cpp" line="209"/>
        <source>Meeples</source>
        <comment>in hand</comment>
        <translation>Meeples</translation>
    </message>
    <message>
        <location filename="../src/app/editing/boardinfodock.cpp" line="221"/>
        <source>Dutch</source>
        <translation>Nederlands</translation>
    </message>
    <message>
        <location filename="../src/app/editing/boardinfodock.cpp" line="226"/>
        <source>Caption in English</source>
        <translation>Bijschrift in het Engels</translation>
    </message>
    <message>
        <location filename="../src/app/editing/boardinfodock.cpp" line="227"/>
        <source>Caption in Dutch</source>
        <translation>Bijschrift in het Nederlands</translation>
    </message>
    <message>
        <location filename="../src/app/editing/boardinfodock.cpp" line="228"/>
        <source>Board description</source>
        <translation>Beschrijving van het bord</translation>
    </message>
    <message>
        <location filename="../src/app/editing/boardinfodock.cpp" line="230"/>
        <source>Scoring events</source>
        <translation>Puntentellingen</translation>
    </message>
    <message>
        <location filename="../src/app/editing/boardinfodock.cpp" line="263"/>
        <source>Hidden until the puzzle is solved or revealed: the scorings would give its answer away.</source>
        <translation>Verborgen tot de puzzel is opgelost of onthuld: de puntentellingen zouden het antwoord verraden.</translation>
    </message>
    <message>
        <location filename="../src/app/editing/boardinfodock.cpp" line="271"/>
        <source>Nothing has been scored yet.</source>
        <translation>Er is nog niets geteld.</translation>
    </message>
    <message>
        <location filename="../src/app/editing/boardinfodock.cpp" line="345"/>
        <source>%1 completed</source>
        <translation>%1 afgebouwd</translation>
    </message>
    <message>
        <location filename="../src/app/editing/boardinfodock.cpp" line="347"/>
        <source>%1 unfinished</source>
        <translation>%1 onafgebouwd</translation>
    </message>
    <message>
        <location filename="../src/app/editing/boardinfodock.cpp" line="351"/>
        <source>%1 +%2</source>
        <translation>%1 +%2</translation>
    </message>
    <message>
        <location filename="../src/app/editing/boardinfodock.cpp" line="352"/>
        <source>nobody scores</source>
        <translation>niemand krijgt punten</translation>
    </message>
    <message>
        <location filename="../src/app/editing/boardinfodock.cpp" line="355"/>
        <source>Final scoring: %1, %2</source>
        <translation>Eindtelling: %1, %2</translation>
    </message>
    <message>
        <location filename="../src/app/editing/boardinfodock.cpp" line="356"/>
        <source>Move %1: %2, %3</source>
        <translation>Beurt %1: %2, %3</translation>
    </message>
</context>
<context>
    <name>ml::CellDescription</name>
    <message>
        <location filename="../src/editor/celldescription.cpp" line="28"/>
        <source>north-east</source>
        <comment>compass point</comment>
        <translation>noordoost</translation>
    </message>
    <message>
        <location filename="../src/editor/celldescription.cpp" line="32"/>
        <source>north-west</source>
        <comment>compass point</comment>
        <translation>noordwest</translation>
    </message>
    <message>
        <location filename="../src/editor/celldescription.cpp" line="36"/>
        <source>south-west</source>
        <comment>compass point</comment>
        <translation>zuidwest</translation>
    </message>
    <message>
        <location filename="../src/editor/celldescription.cpp" line="40"/>
        <source>south-east</source>
        <comment>compass point</comment>
        <translation>zuidoost</translation>
    </message>
    <message>
        <location filename="../src/editor/celldescription.cpp" line="57"/>
        <source>%1 and %2</source>
        <comment>list of sides</comment>
        <translation>%1 en %2</translation>
    </message>
    <message>
        <location filename="../src/editor/celldescription.cpp" line="75"/>
        <source>%1&apos;s meeple</source>
        <comment>a figure on a cell: player</comment>
        <translation>meeple van %1</translation>
    </message>
    <message>
        <location filename="../src/editor/celldescription.cpp" line="78"/>
        <source>%1&apos;s abbot</source>
        <comment>a figure on a cell: player</comment>
        <translation>abt van %1</translation>
    </message>
    <message>
        <location filename="../src/editor/celldescription.cpp" line="81"/>
        <source>%1&apos;s large meeple</source>
        <comment>a figure on a cell: player</comment>
        <translation>grote meeple van %1</translation>
    </message>
    <message>
        <location filename="../src/editor/celldescription.cpp" line="84"/>
        <source>%1&apos;s builder</source>
        <comment>a figure on a cell: player</comment>
        <translation>bouwmeester van %1</translation>
    </message>
    <message>
        <location filename="../src/editor/celldescription.cpp" line="87"/>
        <source>%1&apos;s pig</source>
        <comment>a figure on a cell: player</comment>
        <translation>varken van %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/celldescription.cpp" line="92"/>
        <source>%1&apos;s shepherd with %n sheep</source>
        <comment>a figure on a cell: player</comment>
        <translation>
            <numerusform>herder van %1 met %n schaap</numerusform>
            <numerusform>herder van %1 met %n schapen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/editor/celldescription.cpp" line="94"/>
        <source>%1&apos;s shepherd</source>
        <comment>a figure on a cell: player</comment>
        <translation>herder van %1</translation>
    </message>
    <message>
        <location filename="../src/editor/celldescription.cpp" line="153"/>
        <source>%1–%2</source>
        <comment>a road or river running from side to side</comment>
        <translation>%1–%2</translation>
    </message>
    <message>
        <location filename="../src/editor/celldescription.cpp" line="176"/>
        <source>river</source>
        <translation>rivier</translation>
    </message>
    <message>
        <location filename="../src/editor/celldescription.cpp" line="181"/>
        <source>%1 %2</source>
        <comment>a feature and the sides it reaches</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../src/editor/celldescription.cpp" line="183"/>
        <source>%1 with a coat of arms</source>
        <comment>a city on a cell</comment>
        <translation>%1 met een wapen</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/celldescription.cpp" line="185"/>
        <source>%1 with %n coats of arms</source>
        <comment>a city on a cell</comment>
        <translation>
            <numerusform>%1 met %n wapen</numerusform>
            <numerusform>%1 met %n wapens</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/editor/celldescription.cpp" line="193"/>
        <source>the other half of the castle on %1</source>
        <comment>a double tile&apos;s second cell</comment>
        <translation>de andere helft van de burcht op %1</translation>
    </message>
    <message>
        <location filename="../src/editor/celldescription.cpp" line="196"/>
        <source>the other half of the monastery on %1</source>
        <comment>a double tile&apos;s second cell</comment>
        <translation>de andere helft van het klooster op %1</translation>
    </message>
    <message>
        <location filename="../src/editor/celldescription.cpp" line="199"/>
        <source>the other half of the garden on %1</source>
        <comment>a double tile&apos;s second cell</comment>
        <translation>de andere helft van de tuin op %1</translation>
    </message>
    <message>
        <location filename="../src/editor/celldescription.cpp" line="206"/>
        <source>%1 (%2)</source>
        <comment>a feature and the figures on it</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../src/editor/celldescription.cpp" line="219"/>
        <source>hill</source>
        <comment>a tile&apos;s marker</comment>
        <translation>heuvel</translation>
    </message>
    <message>
        <location filename="../src/editor/celldescription.cpp" line="220"/>
        <source>vineyard</source>
        <comment>a tile&apos;s marker</comment>
        <translation>wijngaard</translation>
    </message>
    <message>
        <location filename="../src/editor/celldescription.cpp" line="228"/>
        <source>%1, empty</source>
        <comment>a cell without a tile</comment>
        <translation>%1, leeg</translation>
    </message>
    <message>
        <location filename="../src/editor/celldescription.cpp" line="232"/>
        <source>%1, tile %2 turned %3°</source>
        <comment>a cell: its name, the tile&apos;s id, the turn in degrees</comment>
        <translation>%1, tegel %2 %3° gedraaid</translation>
    </message>
    <message>
        <location filename="../src/editor/celldescription.cpp" line="236"/>
        <source>%1: %2</source>
        <comment>a cell&apos;s tile, then what it shows</comment>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>ml::ColourName</name>
    <message>
        <location filename="../src/editor/colourname.cpp" line="23"/>
        <location filename="../src/editor/colourname.cpp" line="29"/>
        <source>Red</source>
        <translation>Rood</translation>
    </message>
    <message>
        <location filename="../src/editor/colourname.cpp" line="24"/>
        <location filename="../src/editor/colourname.cpp" line="30"/>
        <source>Blue</source>
        <translation>Blauw</translation>
    </message>
    <message>
        <location filename="../src/editor/colourname.cpp" line="25"/>
        <location filename="../src/editor/colourname.cpp" line="31"/>
        <source>Green</source>
        <translation>Groen</translation>
    </message>
    <message>
        <location filename="../src/editor/colourname.cpp" line="26"/>
        <location filename="../src/editor/colourname.cpp" line="32"/>
        <source>Yellow</source>
        <translation>Geel</translation>
    </message>
    <message>
        <location filename="../src/editor/colourname.cpp" line="27"/>
        <location filename="../src/editor/colourname.cpp" line="33"/>
        <source>Black</source>
        <translation>Zwart</translation>
    </message>
    <message>
        <location filename="../src/editor/colourname.cpp" line="28"/>
        <location filename="../src/editor/colourname.cpp" line="34"/>
        <source>Pink</source>
        <translation>Roze</translation>
    </message>
    <message>
        <location filename="../src/editor/colourname.cpp" line="35"/>
        <source>Orange</source>
        <translation>Oranje</translation>
    </message>
    <message>
        <location filename="../src/editor/colourname.cpp" line="36"/>
        <source>Purple</source>
        <translation>Lila</translation>
    </message>
    <message>
        <location filename="../src/editor/colourname.cpp" line="37"/>
        <source>Brown</source>
        <translation>Bruin</translation>
    </message>
    <message>
        <location filename="../src/editor/colourname.cpp" line="38"/>
        <source>Grey</source>
        <translation>Grijs</translation>
    </message>
    <message>
        <location filename="../src/editor/colourname.cpp" line="39"/>
        <source>White</source>
        <translation>Wit</translation>
    </message>
</context>
<context>
    <name>ml::EditorTool</name>
    <message>
        <location filename="../src/app/editing/editortool.cpp" line="23"/>
        <source>Road</source>
        <translation>Weg</translation>
    </message>
    <message>
        <location filename="../src/app/editing/editortool.cpp" line="25"/>
        <source>City</source>
        <translation>Stad</translation>
    </message>
    <message>
        <location filename="../src/app/editing/editortool.cpp" line="27"/>
        <source>Field</source>
        <translation>Weide</translation>
    </message>
    <message>
        <location filename="../src/app/editing/editortool.cpp" line="29"/>
        <source>Monastery</source>
        <translation>Klooster</translation>
    </message>
    <message>
        <location filename="../src/app/editing/editortool.cpp" line="31"/>
        <source>Castle</source>
        <translation>Burcht</translation>
    </message>
    <message>
        <location filename="../src/app/editing/editortool.cpp" line="33"/>
        <source>River</source>
        <translation>Rivier</translation>
    </message>
    <message>
        <location filename="../src/app/editing/editortool.cpp" line="35"/>
        <source>Garden</source>
        <translation>Tuin</translation>
    </message>
    <message>
        <location filename="../src/app/editing/editortool.cpp" line="44"/>
        <source>the mage</source>
        <translation>de tovenaar</translation>
    </message>
    <message>
        <location filename="../src/app/editing/editortool.cpp" line="46"/>
        <source>the witch</source>
        <translation>de heks</translation>
    </message>
    <message>
        <location filename="../src/app/editing/editortool.cpp" line="58"/>
        <source>%1 (abbot)</source>
        <translation>%1 (abt)</translation>
    </message>
    <message>
        <location filename="../src/app/editing/editortool.cpp" line="59"/>
        <source>%1 (large meeple)</source>
        <translation>%1 (grote meeple)</translation>
    </message>
    <message>
        <location filename="../src/app/editing/editortool.cpp" line="60"/>
        <source>%1 (builder)</source>
        <translation>%1 (bouwmeester)</translation>
    </message>
    <message>
        <location filename="../src/app/editing/editortool.cpp" line="61"/>
        <source>%1 (pig)</source>
        <translation>%1 (varken)</translation>
    </message>
    <message>
        <location filename="../src/app/editing/editortool.cpp" line="62"/>
        <source>%1 (shepherd)</source>
        <translation>%1 (herder)</translation>
    </message>
    <message>
        <location filename="../src/app/editing/editortool.cpp" line="152"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../src/app/editing/editortool.cpp" line="152"/>
        <source>%1: no tile</source>
        <translation>%1: geen tegel</translation>
    </message>
    <message>
        <location filename="../src/app/editing/editortool.cpp" line="154"/>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/app/editing/editortool.cpp" line="193"/>
        <source>%n cell(s)</source>
        <translation>
            <numerusform>%n vak</numerusform>
            <numerusform>%n vakken</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/app/editing/editortool.cpp" line="195"/>
        <source>%n coat(s) of arms</source>
        <translation>
            <numerusform>%n wapen</numerusform>
            <numerusform>%n wapens</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/app/editing/editortool.cpp" line="197"/>
        <source>complete</source>
        <translation>af</translation>
    </message>
    <message>
        <location filename="../src/app/editing/editortool.cpp" line="197"/>
        <source>not complete</source>
        <translation>niet af</translation>
    </message>
    <message>
        <location filename="../src/app/editing/editortool.cpp" line="198"/>
        <source>nobody holds it</source>
        <translation>niemand bezet het</translation>
    </message>
    <message>
        <location filename="../src/app/editing/editortool.cpp" line="199"/>
        <source>held by %1</source>
        <translation>bezet door %1</translation>
    </message>
</context>
<context>
    <name>ml::EventText</name>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="57"/>
        <source>%1 and %2</source>
        <comment>list of players</comment>
        <translation>%1 en %2</translation>
    </message>
    <message>
        <location filename="../src/editor/celldescription.cpp" line="58"/>
        <location filename="../src/editor/celldescription.cpp" line="238"/>
        <location filename="../src/editor/eventtext.cpp" line="57"/>
        <location filename="../src/editor/eventtext.cpp" line="169"/>
        <location filename="../src/editor/eventtext.cpp" line="264"/>
        <location filename="../src/editor/eventtext.cpp" line="295"/>
        <location filename="../src/editor/eventtext.cpp" line="445"/>
        <location filename="../src/editor/eventtext.cpp" line="530"/>
        <source>, </source>
        <comment>list separator</comment>
        <translation>, </translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="64"/>
        <source>road</source>
        <translation>weg</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="66"/>
        <source>city</source>
        <translation>stad</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="68"/>
        <source>monastery</source>
        <translation>klooster</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="70"/>
        <source>castle</source>
        <translation>burcht</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="72"/>
        <source>field</source>
        <translation>weide</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="74"/>
        <source>flock</source>
        <translation>kudde</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="76"/>
        <source>garden</source>
        <translation>tuin</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="78"/>
        <source>goods</source>
        <translation>handelswaar</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="92"/>
        <source>north</source>
        <comment>compass side</comment>
        <translation>noord</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="94"/>
        <source>east</source>
        <comment>compass side</comment>
        <translation>oost</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="96"/>
        <source>south</source>
        <comment>compass side</comment>
        <translation>zuid</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="98"/>
        <source>west</source>
        <comment>compass side</comment>
        <translation>west</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="114"/>
        <source>on %1</source>
        <comment>location of a monastery or castle: cell</comment>
        <translation>op %1</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="144"/>
        <source>on the east side of %1</source>
        <translation>aan de oostkant van %1</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="146"/>
        <source>on the north-east side of %1</source>
        <translation>aan de noordoostkant van %1</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="148"/>
        <source>on the north side of %1</source>
        <translation>aan de noordkant van %1</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="150"/>
        <source>on the north-west side of %1</source>
        <translation>aan de noordwestkant van %1</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="152"/>
        <source>on the west side of %1</source>
        <translation>aan de westkant van %1</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="154"/>
        <source>on the south-west side of %1</source>
        <translation>aan de zuidwestkant van %1</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="156"/>
        <source>on the south side of %1</source>
        <translation>aan de zuidkant van %1</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="158"/>
        <source>on the south-east side of %1</source>
        <translation>aan de zuidoostkant van %1</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="160"/>
        <source>in the middle of %1</source>
        <translation>in het midden van %1</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="169"/>
        <source>Cells: %1</source>
        <translation>Vakken: %1</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="174"/>
        <source>the wolf</source>
        <translation>de wolf</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/eventtext.cpp" line="175"/>
        <source>%n sheep</source>
        <comment>a sheep token</comment>
        <translation>
            <numerusform>%n schaap</numerusform>
            <numerusform>%n schapen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="182"/>
        <source>Set-up</source>
        <translation>Beginopstelling</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="184"/>
        <source>Phase 1: placing a tile</source>
        <translation>Fase 1: tegel leggen</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="186"/>
        <source>Phase 1: discarding a tile</source>
        <translation>Fase 1: tegel terzijde leggen</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="188"/>
        <source>Mage and witch</source>
        <translation>Tovenaar en heks</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="190"/>
        <source>Phase 2: placing a figure</source>
        <translation>Fase 2: speelstuk zetten</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="192"/>
        <source>Shepherd: flock action</source>
        <translation>Herder: actie met de kudde</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="194"/>
        <location filename="../src/editor/eventtext.cpp" line="275"/>
        <source>Flock to the stable</source>
        <translation>Kudde naar de stal</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="196"/>
        <source>Phase 3: scoring</source>
        <translation>Fase 3: puntentelling</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="198"/>
        <source>Phase 3: figures return</source>
        <translation>Fase 3: speelstukken terug</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="200"/>
        <source>Final scoring</source>
        <translation>Eindtelling</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="202"/>
        <source>End of the game</source>
        <translation>Einde van het spel</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/eventtext.cpp" line="211"/>
        <source>%n tile(s)</source>
        <translation>
            <numerusform>%n tegel</numerusform>
            <numerusform>%n tegels</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/eventtext.cpp" line="213"/>
        <source>%n coat(s) of arms</source>
        <translation>
            <numerusform>%n wapen</numerusform>
            <numerusform>%n wapens</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/eventtext.cpp" line="215"/>
        <source>small city of %n tile(s), old rule</source>
        <translation>
            <numerusform>kleine stad van %n tegel, oude regel</numerusform>
            <numerusform>kleine stad van %n tegels, oude regel</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="217"/>
        <source>the monastery itself</source>
        <translation>het klooster zelf</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="219"/>
        <source>the garden itself</source>
        <translation>de tuin zelf</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/eventtext.cpp" line="221"/>
        <source>%n surrounding tile(s)</source>
        <translation>
            <numerusform>%n tegel eromheen</numerusform>
            <numerusform>%n tegels eromheen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/eventtext.cpp" line="223"/>
        <source>%n vineyard(s) around it</source>
        <translation>
            <numerusform>%n wijngaard eromheen</numerusform>
            <numerusform>%n wijngaarden eromheen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="225"/>
        <source>the lord in the castle</source>
        <translation>de heer in de burcht</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/eventtext.cpp" line="227"/>
        <source>%n castle(s) at its ends</source>
        <translation>
            <numerusform>%n burcht aan een uiteinde</numerusform>
            <numerusform>%n burchten aan de uiteinden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/eventtext.cpp" line="229"/>
        <source>the mage, %n tile(s)</source>
        <translation>
            <numerusform>de tovenaar, %n tegel</numerusform>
            <numerusform>de tovenaar, %n tegels</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="231"/>
        <source>the witch halves the value</source>
        <translation>de heks halveert de waarde</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/eventtext.cpp" line="233"/>
        <source>%n completed city(s)</source>
        <translation>
            <numerusform>%n afgebouwde stad</numerusform>
            <numerusform>%n afgebouwde steden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/eventtext.cpp" line="235"/>
        <source>%n sheep</source>
        <comment>in a flock</comment>
        <translation>
            <numerusform>%n schaap</numerusform>
            <numerusform>%n schapen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/eventtext.cpp" line="237"/>
        <source>the inn, %n tile(s) once more</source>
        <translation>
            <numerusform>de herberg, %n tegel nog een keer</numerusform>
            <numerusform>de herberg, %n tegels nog een keer</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/eventtext.cpp" line="239"/>
        <source>the cathedral, %n tile(s) and coat(s) of arms once more</source>
        <translation>
            <numerusform>de kathedraal, %n tegel of wapen nog een keer</numerusform>
            <numerusform>de kathedraal, %n tegels en wapens nog een keer</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/eventtext.cpp" line="241"/>
        <source>the most tokens, %n</source>
        <comment>goods</comment>
        <translation>
            <numerusform>de meeste goederenfiches, %n</numerusform>
            <numerusform>de meeste goederenfiches, %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/eventtext.cpp" line="243"/>
        <source>the pig, %n completed city(s)</source>
        <translation>
            <numerusform>het varken, %n afgebouwde stad</numerusform>
            <numerusform>het varken, %n afgebouwde steden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/eventtext.cpp" line="252"/>
        <source>%1 → %n point(s) off</source>
        <comment>term: label</comment>
        <translation>
            <numerusform>%1 → %n punt eraf</numerusform>
            <numerusform>%1 → %n punten eraf</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/eventtext.cpp" line="256"/>
        <source>%1 × %2 → %n point(s)</source>
        <comment>term: label, points per item</comment>
        <translation>
            <numerusform>%1 × %2 → %n punt</numerusform>
            <numerusform>%1 × %2 → %n punten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/eventtext.cpp" line="259"/>
        <source>%1 → %n point(s)</source>
        <comment>term: label</comment>
        <translation>
            <numerusform>%1 → %n punt</numerusform>
            <numerusform>%1 → %n punten</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="264"/>
        <source>Rules: %1</source>
        <translation>Regels: %1</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="271"/>
        <source>Abbot taken back from the %1</source>
        <comment>feature</comment>
        <translation>Abt teruggenomen: %1</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="273"/>
        <source>Flock: drew %1</source>
        <translation>Kudde: %1 getrokken</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="279"/>
        <source>Goods: %1</source>
        <comment>kind of goods</comment>
        <translation>Handelswaar: %1</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="281"/>
        <source>%1 completed</source>
        <comment>feature</comment>
        <translation>%1 afgebouwd</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="283"/>
        <source>%1 unfinished</source>
        <comment>feature</comment>
        <translation>%1 onafgebouwd</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="293"/>
        <source>%1 +%2</source>
        <comment>player gains points</comment>
        <translation>%1 +%2</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="295"/>
        <source>nobody scores</source>
        <translation>niemand krijgt punten</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="296"/>
        <source>%1: %2</source>
        <comment>event summary: what, result</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="305"/>
        <source>The shepherd has just been placed, so a token is drawn for its flock: %1.</source>
        <translation>De herder is net neergezet, dus er wordt een fiche voor zijn kudde getrokken: %1.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="308"/>
        <source>A token is drawn from the bag for the flock: %1.</source>
        <translation>Voor de kudde wordt een fiche uit de buidel getrokken: %1.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="311"/>
        <source>The field is closed, so its flock goes to the stable at once.</source>
        <translation>De weide is helemaal omsloten, dus de kudde gaat meteen naar de stal.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="312"/>
        <source>The flock is guided to the stable and its sheep are counted.</source>
        <translation>De kudde wordt naar de stal gedreven en de schapen worden geteld.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="315"/>
        <source>In the final scoring the field is scored for its farmers.</source>
        <translation>Bij de eindtelling levert de weide punten op voor de boeren erin.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="317"/>
        <source>After all other final scoring, whoever holds the most %1 tokens scores 10 points; tied players each score 10.</source>
        <translation>Na de rest van de eindtelling krijgt wie de meeste goederenfiches van de soort %1 heeft 10 punten; bij gelijke stand krijgt iedere gelijkstaande speler 10.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="321"/>
        <source>Instead of placing a figure, the player takes the abbot back and scores its %1 at once, as at the end of the game: 1 point plus 1 for each neighbouring tile.</source>
        <translation>In plaats van een speelstuk te zetten neemt de speler de abt terug in voorraad en telt zijn %1 meteen, zoals bij de eindtelling: 1 punt plus 1 voor elke aangrenzende tegel.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="329"/>
        <source>The garden is surrounded and is scored for its abbot.</source>
        <translation>De tuin is omringd met acht tegels en wordt geteld voor zijn abt.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="332"/>
        <source>The road is complete and is scored.</source>
        <translation>De weg is afgebouwd en wordt geteld.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="335"/>
        <source>The city is complete and is scored.</source>
        <translation>De stad is afgebouwd en wordt geteld.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="338"/>
        <source>The monastery is surrounded and is scored.</source>
        <translation>Het klooster is helemaal omringd en wordt geteld.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="341"/>
        <source>The castle is surrounded and is scored.</source>
        <translation>De burcht is helemaal omringd en wordt geteld.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="331"/>
        <source>In the final scoring the unfinished road is scored.</source>
        <translation>Bij de eindtelling wordt de onafgebouwde weg geteld.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="334"/>
        <source>In the final scoring the unfinished city is scored.</source>
        <translation>Bij de eindtelling wordt de onafgebouwde stad geteld.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="337"/>
        <source>In the final scoring the unfinished monastery is scored.</source>
        <translation>Bij de eindtelling wordt het onafgebouwde klooster geteld.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="340"/>
        <source>In the final scoring the unfinished castle is scored.</source>
        <translation>Bij de eindtelling wordt de onafgebouwde burcht geteld.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="328"/>
        <source>In the final scoring the unfinished garden is scored.</source>
        <translation>Bij de eindtelling wordt de onafgemaakte tuin geteld.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="358"/>
        <source>The mage stands on this feature: one extra point for each of its tiles.</source>
        <translation>De tovenaar staat op dit project: elke tegel ervan levert één punt extra op.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="367"/>
        <source>Each vineyard next to the completed monastery adds 3 points.</source>
        <translation>Elke wijngaard naast het omringde klooster levert 3 punten extra op.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="370"/>
        <source>Under the original rules (tinyCity 2) a completed city of two tiles scores 1 point per tile and per coat of arms.</source>
        <translation>Volgens de oorspronkelijke regels („Punten voor een stad van twee tegels: 2”) telt een afgebouwde stad van twee tegels maar 1 punt per tegel en per wapen.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="375"/>
        <source>The road has an inn: each tile counts 2 points instead of 1. A second inn adds nothing.</source>
        <translation>Aan de weg staat een herberg: elke tegel levert 2 punten op in plaats van 1. Een tweede herberg voegt niets toe.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="377"/>
        <source>The road has an inn but is unfinished: at the end it scores nothing at all.</source>
        <translation>Aan de weg staat een herberg, maar hij is onafgebouwd: bij de eindtelling levert hij helemaal niets op.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="382"/>
        <source>The city has a cathedral: 3 points per tile and per coat of arms instead of 2.</source>
        <translation>In de stad staat een kathedraal: 3 punten per tegel en per wapen in plaats van 2.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="384"/>
        <source>The city has a cathedral but is unfinished: at the end it scores nothing at all.</source>
        <translation>In de stad staat een kathedraal, maar ze is onafgebouwd: bij de eindtelling levert ze helemaal niets op.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="403"/>
        <source>The witch stands on this feature: its value is halved, rounded up.</source>
        <translation>De heks staat op dit project: de waarde wordt gehalveerd en naar boven afgerond.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="405"/>
        <source>The feature ends at a castle: 3 bonus points for each such castle.</source>
        <translation>Dit project eindigt bij een burcht: 3 bonuspunten voor elke zo&apos;n burcht.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="407"/>
        <source>With witchHalvesCastleBonus the witch halves the castle bonus too.</source>
        <translation>Met de optie „Heks halveert de bonuspunten van de burcht” halveert de heks ook de bonuspunten van de burcht.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="409"/>
        <source>The castle bonus is added after the witch, so it is not halved.</source>
        <translation>De bonuspunten van de burcht komen er na de heks bij en worden dus niet gehalveerd.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="413"/>
        <source>A recalled abbot gets no vineyard points: the abbot is scored, not the monastery.</source>
        <translation>Een teruggenomen abt krijgt geen punten voor wijngaarden: de abt wordt geteld, niet het klooster.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="416"/>
        <source>A garden gets no monastery bonus such as vineyards.</source>
        <translation>Een tuin krijgt geen kloosterbonus zoals wijngaarden.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="418"/>
        <source>A large meeple counts as two meeples when the majority is decided; it scores no more points for that.</source>
        <translation>Een grote meeple telt als twee meeples bij het bepalen van de meerderheid; meer punten levert hij daarvoor niet op.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="421"/>
        <source>Per-city farmers: each completed city gives 4 points to the player with the most farmers in the fields around it.</source>
        <translation>Boeren per stad: elke afgebouwde stad geeft 4 punten aan de speler met de meeste boeren in de weiden eromheen.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="424"/>
        <source>Each player scores a city once only, even when it borders several of their fields.</source>
        <translation>Elke speler telt een stad maar één keer, ook als die aan meer van zijn weiden grenst.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="427"/>
        <source>A farmer field scores 3 points for every completed city it borders.</source>
        <translation>Een weide met boeren levert 3 punten op voor elke afgebouwde stad waaraan ze grenst.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="435"/>
        <source>The wolf scatters every flock in this field: the shepherds go home and the sheep go back into the bag.</source>
        <translation>De wolf jaagt elke kudde in deze weide uiteen: de herders gaan terug naar hun eigenaar en de schapen terug in de buidel.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="437"/>
        <source>The sheep join the shepherd&apos;s flock; nothing is scored yet.</source>
        <translation>De schapen komen bij de kudde van de herder; er wordt nog niets geteld.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="441"/>
        <source>Nobody holds a %1 token, so nobody scores.</source>
        <translation>Niemand heeft een goederenfiche van de soort %1, dus niemand krijgt punten.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="444"/>
        <source>%1 %2</source>
        <comment>player and tokens</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="445"/>
        <source>Tokens held: %1.</source>
        <translation>Goederenfiches in bezit: %1.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="446"/>
        <source>%1 %2 hold the most and each score 10 points.</source>
        <translation>%1 %2 hebben er de meeste en krijgen elk 10 punten.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="448"/>
        <source>%1 %2 holds the most and scores 10 points.</source>
        <translation>%1 %2 heeft er de meeste en krijgt 10 punten.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="451"/>
        <source>Nobody has a meeple on it, so nobody scores.</source>
        <translation>Niemand heeft hier een meeple staan, dus niemand krijgt punten.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/eventtext.cpp" line="463"/>
        <source>Every player with a shepherd in this field scores the whole flock: %1, %n point(s) each.</source>
        <translation>
            <numerusform>Elke speler met een herder in deze weide krijgt de hele kudde: %1, elk %n punt.</numerusform>
            <numerusform>Elke speler met een herder in deze weide krijgt de hele kudde: %1, elk %n punten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/eventtext.cpp" line="468"/>
        <source>%1 scores %n point(s) for the sheep.</source>
        <translation>
            <numerusform>%1 krijgt %n punt voor de schapen.</numerusform>
            <numerusform>%1 krijgt %n punten voor de schapen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/eventtext.cpp" line="479"/>
        <source>%1 have equally many meeples on it: a shared tie, each scores the full %n point(s).</source>
        <translation>
            <numerusform>%1 hebben hier evenveel meeples: gelijke stand, elk krijgt de volle %n punt.</numerusform>
            <numerusform>%1 hebben hier evenveel meeples: gelijke stand, elk krijgt de volle %n punten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/eventtext.cpp" line="484"/>
        <source>%1 has the most meeples on it and scores %n point(s).</source>
        <translation>
            <numerusform>%1 heeft hier de meeste meeples en krijgt %n punt.</numerusform>
            <numerusform>%1 heeft hier de meeste meeples en krijgt %n punten.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="486"/>
        <source>%1 have equally many meeples on it: a shared tie.</source>
        <translation>%1 hebben hier evenveel meeples: gelijke stand.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/eventtext.cpp" line="488"/>
        <source>%1 scores %n point(s).</source>
        <translation>
            <numerusform>%1 krijgt %n punt.</numerusform>
            <numerusform>%1 krijgt %n punten.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="498"/>
        <source>In the final scoring hills break ties in the same way.</source>
        <translation>Bij de eindtelling beslist de heuvel een gelijke stand op dezelfde manier.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/eventtext.cpp" line="520"/>
        <source>%n wine</source>
        <comment>goods tokens</comment>
        <translation>
            <numerusform>%n wijn</numerusform>
            <numerusform>%n wijn</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/eventtext.cpp" line="523"/>
        <source>%n grain</source>
        <comment>goods tokens</comment>
        <translation>
            <numerusform>%n graan</numerusform>
            <numerusform>%n graan</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/eventtext.cpp" line="526"/>
        <source>%n cloth</source>
        <comment>goods tokens</comment>
        <translation>
            <numerusform>%n laken</numerusform>
            <numerusform>%n laken</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="537"/>
        <source>wine</source>
        <translation>wijn</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="539"/>
        <source>grain</source>
        <translation>graan</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="541"/>
        <source>cloth</source>
        <translation>laken</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="550"/>
        <source>%1 placed the tile that completed this city and takes its goods: %2. Who scores the city does not matter.</source>
        <translation>%1 legde de tegel aan die deze stad afbouwde en krijgt haar handelswaar: %2. Wie de punten voor de stad krijgt, doet er niet toe.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/eventtext.cpp" line="555"/>
        <source>%1 wins the field and has a pig in it: %n more point(s), one for each completed city.</source>
        <translation>
            <numerusform>%1 wint de weide en heeft er een varken: %n punt meer, één voor elke afgebouwde stad.</numerusform>
            <numerusform>%1 wint de weide en heeft er een varken: %n punten meer, één voor elke afgebouwde stad.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="590"/>
        <source>%1 of %2</source>
        <comment>scoring event number</comment>
        <translation>%1 van %2</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="596"/>
        <source>The abbot goes home</source>
        <translation>De abt gaat naar huis</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="597"/>
        <source>The shepherds go home</source>
        <translation>De herders gaan naar huis</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="598"/>
        <source>Move %1 of %2</source>
        <translation>Beurt %1 van %2</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="605"/>
        <source>The board as it is set up, before the first move.</source>
        <translation>Het bord zoals het klaarligt, voor de eerste beurt.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="607"/>
        <source>The game is over and nothing is left to score.</source>
        <translation>Het spel is voorbij en er valt niets meer te tellen.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="614"/>
        <source>%1 places the castle %2 from hand at %3, turned %4°.</source>
        <translation>%1 legt burcht %2 uit de hand op %3, %4° gedraaid.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="615"/>
        <source>%1 places tile %2 at %3, turned %4°.</source>
        <translation>%1 legt tegel %2 op %3, %4° gedraaid.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="619"/>
        <source>A face-down tile (%1) lies under the hill; it counts for nothing.</source>
        <translation>Onder de heuvel ligt een omgekeerde tegel (%1); die telt nergens voor.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="624"/>
        <source>Second tile of the double turn: %1 extended the road or city of their builder with the tile before, so they play once more; this tile never gives a third.</source>
        <translation>Tweede tegel van de dubbele beurt: %1 heeft met de vorige tegel de weg of stad van de eigen bouwmeester verlengd en speelt dus nog een keer; deze tegel geeft nooit een derde.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="633"/>
        <source>%1 discards tile %2, the second tile of the double turn: it fits nowhere, so they draw again.</source>
        <translation>%1 legt tegel %2 terzijde, de tweede tegel van de dubbele beurt: hij past nergens, dus er wordt opnieuw getrokken.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="636"/>
        <source>%1 discards tile %2: it fits nowhere on the board.</source>
        <translation>%1 legt tegel %2 terzijde: hij past nergens op het speelveld.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="647"/>
        <source>The abbot goes back to %1&apos;s supply.</source>
        <translation>De abt gaat terug naar de voorraad van %1.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="649"/>
        <source>The shepherds of that flock go back to their owners, and its sheep (and a drawn wolf) go back into the bag.</source>
        <translation>De herders van die kudde gaan terug naar hun eigenaar, en de schapen (en een getrokken wolf) gaan terug in de buidel.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="663"/>
        <source>%1 takes the abbot back into the supply.</source>
        <translation>%1 neemt de abt terug in voorraad.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="671"/>
        <source>%1 places a shepherd in the field %2.</source>
        <translation>%1 zet een herder in de weide %2.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="674"/>
        <source>%1 places the abbot in the garden %2.</source>
        <translation>%1 zet de abt in de tuin %2.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="675"/>
        <source>%1 places the abbot in the monastery %2.</source>
        <translation>%1 zet de abt in het klooster %2.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="678"/>
        <source>%1 places a meeple on the road %2.</source>
        <translation>%1 zet een meeple op de weg %2, als struikrover.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="680"/>
        <source>%1 places a meeple in the city %2.</source>
        <translation>%1 zet een meeple in de stad %2, als ridder.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="682"/>
        <source>%1 places a meeple in the monastery %2.</source>
        <translation>%1 zet een meeple in het klooster %2, als monnik.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="684"/>
        <source>%1 places a meeple in the field %2, as a farmer.</source>
        <translation>%1 zet een meeple in de weide %2, als boer.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="686"/>
        <source>%1 places a meeple in the castle %2, as its lord.</source>
        <translation>%1 zet een meeple in de burcht %2, als heer.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="701"/>
        <source>%1 takes the mage off the board: no unfinished road or city is free for it.</source>
        <translation>%1 haalt de tovenaar van het speelveld: er is geen vrije onafgebouwde weg of stad voor hem.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="704"/>
        <source>%1 takes the witch off the board: no unfinished road or city is free for it.</source>
        <translation>%1 haalt de heks van het speelveld: er is geen vrije onafgebouwde weg of stad voor haar.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="723"/>
        <source>Why: tile %1 shows the magic symbol, so before placing a figure %2 must bring the mage or the witch into play, or move one of them (R-MW-3).</source>
        <translation>Waarom: tegel %1 heeft het magiërssymbool, dus moet %2 vóór het plaatsen van een speelstuk de tovenaar of de heks in het spel brengen, of een van beide verzetten (R-MW-3).</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="726"/>
        <source>Why: this tile joined the features of the mage and the witch, and the two may never share one, so %1 must move one of them at once (R-MW-10).</source>
        <translation>Waarom: deze tegel verbond de projecten van de tovenaar en de heks, en die twee mogen nooit op hetzelfde project staan, dus moet %1 er meteen een verzetten (R-MW-10).</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="741"/>
        <source>%1 moves the mage to the city %2.</source>
        <translation>%1 verzet de tovenaar naar de stad %2.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="742"/>
        <source>%1 moves the mage to the road %2.</source>
        <translation>%1 verzet de tovenaar naar de weg %2.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="744"/>
        <source>%1 brings the mage into play in the city %2.</source>
        <translation>%1 brengt de tovenaar in het spel in de stad %2.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="745"/>
        <source>%1 brings the mage into play on the road %2.</source>
        <translation>%1 brengt de tovenaar in het spel op de weg %2.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="749"/>
        <source>%1 moves the witch to the city %2.</source>
        <translation>%1 verzet de heks naar de stad %2.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="750"/>
        <source>%1 moves the witch to the road %2.</source>
        <translation>%1 verzet de heks naar de weg %2.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="752"/>
        <source>%1 brings the witch into play in the city %2.</source>
        <translation>%1 brengt de heks in het spel in de stad %2.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="753"/>
        <source>%1 brings the witch into play on the road %2.</source>
        <translation>%1 brengt de heks in het spel op de weg %2.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="763"/>
        <source>The board file says the game is over.</source>
        <translation>Volgens het bordbestand is het spel afgelopen.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="765"/>
        <source>The last tile of the stack has been placed, so the game is over.</source>
        <translation>De laatste tegel van de stapel is aangelegd, dus het spel is afgelopen.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="767"/>
        <source>The last tile of the stack has been placed. Under castleEnd c2 that ends the game at once.</source>
        <translation>De laatste tegel van de stapel is aangelegd. Met „Einde van het spel met burchten: einde na de laatste tegel van de stapel” is het spel daarmee meteen afgelopen.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="771"/>
        <source>The stack is empty and %1, next in seating order, can place neither a tile nor a castle from hand, so the game ends here (castleEnd c3).</source>
        <translation>De stapel is leeg en %1, de volgende aan de beurt, kan geen tegel en geen burcht uit de hand aanleggen, dus hier is het spel afgelopen („Einde van het spel met burchten: doorspelen zolang er burchten aangelegd kunnen worden”).</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="778"/>
        <source>Castles still in hand are not played: %1.</source>
        <translation>Burchten die nog in de hand zijn, worden niet meer aangelegd: %1.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="108"/>
        <source>%1 at %2</source>
        <comment>location: port, cell</comment>
        <translation>%1 op %2</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="140"/>
        <source>from %1 to %2 across %3</source>
        <comment>location across a tile: side, side, cell</comment>
        <translation>van %1 naar %2 over %3</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/eventtext.cpp" line="470"/>
        <source>The hill breaks the tie: %1 has the most meeples on hill tiles and scores %n point(s); the other tied players score nothing.</source>
        <translation>
            <numerusform>De heuvel beslist het gelijkspel: %1 heeft de meeste meeples op heuveltegels en krijgt %n punt; de andere gelijk geëindigde spelers krijgen niets.</numerusform>
            <numerusform>De heuvel beslist het gelijkspel: %1 heeft de meeste meeples op heuveltegels en krijgt %n punten; de andere gelijk geëindigde spelers krijgen niets.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/eventtext.cpp" line="473"/>
        <source>The hill breaks the tie: %1 has a meeple on a hill tile and scores %n point(s); the other tied players score nothing.</source>
        <translation>
            <numerusform>De heuvel beslist het gelijkspel: %1 heeft een meeple op een heuveltegel en krijgt %n punt; de andere gelijk geëindigde spelers krijgen niets.</numerusform>
            <numerusform>De heuvel beslist het gelijkspel: %1 heeft een meeple op een heuveltegel en krijgt %n punten; de andere gelijk geëindigde spelers krijgen niets.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="492"/>
        <source>The tied players have equally many meeples on hill tiles, so the hill breaks no tie.</source>
        <translation>De gelijk geëindigde spelers hebben evenveel meeples op heuveltegels, dus de heuvel beslist het gelijkspel niet.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="494"/>
        <source>Every tied player has a meeple on a hill tile, so the hill breaks no tie.</source>
        <translation>Elke gelijk geëindigde speler heeft een meeple op een heuveltegel, dus de heuvel beslist het gelijkspel niet.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="506"/>
        <source>This board compares how many meeples each tied player has on hill tiles (rules option &quot;Hill tie-break&quot;: most meeples on hills).</source>
        <translation>Dit bord vergelijkt hoeveel meeples elke gelijk geëindigde speler op heuveltegels heeft (spelregeloptie &quot;Heuvel bij gelijkspel&quot;: de meeste meeples op heuvels).</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="508"/>
        <source>This board only asks whether a tied player has a meeple on a hill tile at all (rules option &quot;Hill tie-break&quot;: a meeple on a hill).</source>
        <translation>Dit bord kijkt alleen of een gelijk geëindigde speler überhaupt een meeple op een heuveltegel heeft (spelregeloptie &quot;Heuvel bij gelijkspel&quot;: een meeple op een heuvel).</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="643"/>
        <source>%1 grows the flock: a token is drawn from the bag.</source>
        <translation>%1 laat de kudde uitbreiden: er wordt een fiche uit de buidel getrokken.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="644"/>
        <source>%1 guides the flock to the stable.</source>
        <translation>%1 drijft de kudde naar de stal.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="651"/>
        <source>The figures on the scored features go back: meeples to their owners, a mage or witch beside the board.</source>
        <translation>De speelstukken op de getelde projecten gaan terug: meeples naar hun eigenaar, tovenaar of heks naast het speelveld.</translation>
    </message>
</context>
<context>
    <name>ml::ExamplesMenu</name>
    <message>
        <location filename="../src/app/window/examplesmenu.cpp" line="104"/>
        <source>E&amp;xamples</source>
        <translation>&amp;Voorbeelden</translation>
    </message>
</context>
<context>
    <name>ml::ExploreController</name>
    <message>
        <location filename="../src/app/explore/explorecontroller.cpp" line="104"/>
        <source>&amp;Step-through panel</source>
        <translation>&amp;Stappenpaneel</translation>
    </message>
    <message>
        <location filename="../src/app/explore/explorecontroller.cpp" line="105"/>
        <source>S&amp;core log</source>
        <translation>&amp;Puntenlijst</translation>
    </message>
    <message>
        <location filename="../src/app/explore/explorecontroller.cpp" line="106"/>
        <source>&amp;Rules panel</source>
        <translation>Spel&amp;regelpaneel</translation>
    </message>
    <message>
        <location filename="../src/app/explore/explorecontroller.cpp" line="119"/>
        <source>exploring</source>
        <translation>verkennen</translation>
    </message>
    <message>
        <location filename="../src/app/explore/explorecontroller.cpp" line="232"/>
        <source>Explore mode: Alt+Right or F10 for the next step, Alt+Left or Shift+F10 for the previous one</source>
        <translation>Verkennen: Alt+Rechts of F10 voor de volgende stap, Alt+Links of Shift+F10 voor de vorige</translation>
    </message>
    <message>
        <location filename="../src/app/explore/explorecontroller.cpp" line="239"/>
        <source>scoring the board now</source>
        <translation>het bord nu tellen</translation>
    </message>
    <message>
        <location filename="../src/app/explore/explorecontroller.cpp" line="250"/>
        <source>comparing variants</source>
        <translation>varianten vergelijken</translation>
    </message>
    <message>
        <location filename="../src/app/explore/explorecontroller.cpp" line="267"/>
        <source>The rules panel has no text for %1 yet</source>
        <translation>Het spelregelpaneel heeft nog geen tekst voor %1</translation>
    </message>
</context>
<context>
    <name>ml::ExportDialog</name>
    <message>
        <location filename="../ui/exportdialog.ui" line="6"/>
        <source>Export picture</source>
        <translation>Afbeelding exporteren</translation>
    </message>
    <message>
        <location filename="../ui/exportdialog.ui" line="15"/>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <location filename="../ui/exportdialog.ui" line="31"/>
        <source>Legend</source>
        <translation>Legenda</translation>
    </message>
    <message>
        <location filename="../ui/exportdialog.ui" line="43"/>
        <source>Each player&apos;s colour, with a meeple where the player has one on the board</source>
        <translation>De kleur van elke speler, met een meeple als die speler er een op het bord heeft</translation>
    </message>
    <message>
        <location filename="../ui/exportdialog.ui" line="46"/>
        <source>Players&apos; colours</source>
        <translation>Kleuren van de spelers</translation>
    </message>
    <message>
        <location filename="../ui/exportdialog.ui" line="56"/>
        <source>The other kinds of figure on the board: castle lord, shepherd, abbot, mage, witch</source>
        <translation>De andere soorten speelstukken op het bord: heer in de burcht, herder, abt, tovenaar, heks</translation>
    </message>
    <message>
        <location filename="../ui/exportdialog.ui" line="59"/>
        <source>Other figures</source>
        <translation>Andere speelstukken</translation>
    </message>
    <message>
        <location filename="../ui/exportdialog.ui" line="69"/>
        <source>Each marker that has a meaning, with its letter or number and shape</source>
        <translation>Elk merkteken met een betekenis, met zijn letter of nummer en vorm</translation>
    </message>
    <message>
        <location filename="../ui/exportdialog.ui" line="72"/>
        <source>What the markers mean</source>
        <translation>Wat de merktekens betekenen</translation>
    </message>
    <message>
        <location filename="../ui/exportdialog.ui" line="99"/>
        <source>Which part of the board the picture shows</source>
        <translation>Welk deel van het bord de afbeelding toont</translation>
    </message>
    <message>
        <location filename="../ui/exportdialog.ui" line="103"/>
        <source>The whole board</source>
        <translation>Het hele bord</translation>
    </message>
    <message>
        <location filename="../ui/exportdialog.ui" line="108"/>
        <source>The selected tiles</source>
        <translation>De geselecteerde tegels</translation>
    </message>
    <message>
        <location filename="../ui/exportdialog.ui" line="113"/>
        <source>The tiles the marks touch</source>
        <translation>De tegels die de markeringen raken</translation>
    </message>
    <message>
        <location filename="../ui/exportdialog.ui" line="121"/>
        <source>Room round the part drawn, in tiles</source>
        <translation>Ruimte rond het getekende deel, in tegels</translation>
    </message>
    <message>
        <location filename="../ui/exportdialog.ui" line="124"/>
        <source> tiles of margin</source>
        <translation> tegels marge</translation>
    </message>
    <message>
        <location filename="../ui/exportdialog.ui" line="148"/>
        <source>Points</source>
        <translation>Punten</translation>
    </message>
    <message>
        <location filename="../ui/exportdialog.ui" line="158"/>
        <source>Write the points scored on the board (+6)</source>
        <translation>De gescoorde punten op het bord zetten (+6)</translation>
    </message>
    <message>
        <location filename="../ui/exportdialog.ui" line="168"/>
        <source>Coordinates</source>
        <translation>Coördinaten</translation>
    </message>
    <message>
        <location filename="../ui/exportdialog.ui" line="178"/>
        <source>Column letters and row numbers along the edges (C7)</source>
        <translation>Kolomletters en rijnummers langs de randen (C7)</translation>
    </message>
    <message>
        <location filename="../ui/exportdialog.ui" line="188"/>
        <source>Player marks</source>
        <translation>Spelersmarkeringen</translation>
    </message>
    <message>
        <location filename="../ui/exportdialog.ui" line="198"/>
        <source>Circle, square, triangle, diamond, star, cross for players 1 to 6, in the legend too: readers who cannot tell the colours apart still tell the players apart</source>
        <translation>Cirkel, vierkant, driehoek, ruit, ster, kruis voor speler 1 tot 6, ook in de legenda: wie de kleuren niet uit elkaar kan houden, houdt de spelers toch uit elkaar</translation>
    </message>
    <message>
        <location filename="../ui/exportdialog.ui" line="201"/>
        <source>A shape on each player&apos;s figures besides the colour</source>
        <translation>Een vorm op de speelstukken van elke speler naast de kleur</translation>
    </message>
    <message>
        <location filename="../ui/exportdialog.ui" line="214"/>
        <source>Background</source>
        <translation>Achtergrond</translation>
    </message>
    <message>
        <location filename="../ui/exportdialog.ui" line="224"/>
        <source>For a page with a background of its own; PNG and SVG</source>
        <translation>Voor een pagina met een eigen achtergrond; PNG en SVG</translation>
    </message>
    <message>
        <location filename="../ui/exportdialog.ui" line="227"/>
        <source>Transparent: no table colour behind the board</source>
        <translation>Doorzichtig: geen tafelkleur achter het bord</translation>
    </message>
    <message>
        <location filename="../ui/exportdialog.ui" line="237"/>
        <source>Text</source>
        <translation>Tekst</translation>
    </message>
    <message>
        <location filename="../ui/exportdialog.ui" line="247"/>
        <source>SVG only: the words can no longer be selected, but look the same in every viewer</source>
        <translation>Alleen SVG: de woorden zijn dan niet meer te selecteren, maar zien er in elk programma hetzelfde uit</translation>
    </message>
    <message>
        <location filename="../ui/exportdialog.ui" line="250"/>
        <source>As outlines in an SVG, the same in every viewer</source>
        <translation>Als omtrekken in een SVG, in elk programma gelijk</translation>
    </message>
    <message>
        <location filename="../ui/exportdialog.ui" line="260"/>
        <source>Scale</source>
        <translation>Schaal</translation>
    </message>
    <message>
        <location filename="../ui/exportdialog.ui" line="272"/>
        <source>How large a PNG is made</source>
        <translation>Hoe groot een PNG wordt</translation>
    </message>
    <message>
        <location filename="../ui/exportdialog.ui" line="276"/>
        <source>2,000 pixels on the long side</source>
        <translation>2000 pixels aan de lange kant</translation>
    </message>
    <message>
        <location filename="../ui/exportdialog.ui" line="281"/>
        <source>Pixels per tile</source>
        <translation>Pixels per tegel</translation>
    </message>
    <message>
        <location filename="../ui/exportdialog.ui" line="286"/>
        <source>DPI for print (a tile 45 mm wide)</source>
        <translation>DPI om af te drukken (een tegel van 45 mm)</translation>
    </message>
    <message>
        <location filename="../ui/exportdialog.ui" line="312"/>
        <source>Language</source>
        <translation>Taal</translation>
    </message>
    <message>
        <location filename="../ui/exportdialog.ui" line="322"/>
        <source>The language of the board&apos;s caption and annotations in the picture</source>
        <translation>De taal van het bijschrift en de aantekeningen van het bord in de afbeelding</translation>
    </message>
    <message>
        <location filename="../ui/exportdialog.ui" line="342"/>
        <source>Page size</source>
        <translation>Paginaformaat</translation>
    </message>
    <message>
        <location filename="../ui/exportdialog.ui" line="87"/>
        <source>Part</source>
        <translation>Deel</translation>
    </message>
    <message>
        <location filename="../src/app/window/exportdialog.cpp" line="55"/>
        <source>The cells saved with the board (%1,%2 to %3,%4)</source>
        <translation>De vakken die het bord bewaart (%1,%2 tot %3,%4)</translation>
    </message>
    <message>
        <location filename="../src/app/window/exportdialog.cpp" line="119"/>
        <source> pixels per tile</source>
        <translation> pixels per tegel</translation>
    </message>
    <message>
        <location filename="../src/app/window/exportdialog.cpp" line="123"/>
        <source> DPI</source>
        <translation> DPI</translation>
    </message>
</context>
<context>
    <name>ml::FigureTool</name>
    <message>
        <location filename="../src/app/editing/figuretool.cpp" line="21"/>
        <source>Click the part of a tile where the figure should stand.</source>
        <translation>Klik op het deel van een tegel waar het speelstuk moet staan.</translation>
    </message>
    <message>
        <location filename="../src/app/editing/figuretool.cpp" line="45"/>
        <source>This tile has no spot %1: %2</source>
        <translation>Deze tegel heeft geen plek %1: %2</translation>
    </message>
    <message>
        <location filename="../src/app/editing/figuretool.cpp" line="54"/>
        <source>A number key puts the figure on that spot; the arrows move the cursor.</source>
        <translation>Een cijfertoets zet het speelstuk op die plek; de pijltjes verplaatsen de cursor.</translation>
    </message>
    <message>
        <location filename="../src/app/editing/figuretool.cpp" line="61"/>
        <location filename="../src/app/editing/figuretool.cpp" line="76"/>
        <source>There is nothing to stand on here.</source>
        <translation>Hier kan geen speelstuk staan.</translation>
    </message>
    <message>
        <location filename="../src/app/editing/figuretool.cpp" line="71"/>
        <source>This tile belongs to the set-up: show the set-up to put a figure on it (View &gt; Show the position after the moves).</source>
        <translation>Deze tegel hoort bij de opstelling: toon de opstelling om er een speelstuk op te zetten (Beeld &gt; Stand na de beurten tonen).</translation>
    </message>
    <message>
        <location filename="../src/app/editing/figuretool.cpp" line="91"/>
        <source>Add a player first: meeples and shepherds belong to someone.</source>
        <translation>Voeg eerst een speler toe: meeples en herders zijn van iemand.</translation>
    </message>
    <message>
        <location filename="../src/app/editing/figuretool.cpp" line="99"/>
        <source>Placed on %1 at %2,%3.</source>
        <translation>Geplaatst op %1 bij %2,%3.</translation>
    </message>
    <message>
        <location filename="../src/app/editing/figuretool.cpp" line="129"/>
        <source>Move %1 now places its figure on %2 at %3,%4.</source>
        <translation>Beurt %1 zet zijn speelstuk nu op %2 bij %3,%4.</translation>
    </message>
    <message>
        <location filename="../src/app/editing/figuretool.cpp" line="135"/>
        <source>The move cannot place its figure there: %1</source>
        <translation>De beurt kan zijn speelstuk daar niet zetten: %1</translation>
    </message>
    <message>
        <location filename="../src/app/editing/figuretool.cpp" line="96"/>
        <source>The figure cannot stand there: %1</source>
        <translation>Het speelstuk kan daar niet staan: %1</translation>
    </message>
</context>
<context>
    <name>ml::LessonController</name>
    <message>
        <location filename="../src/app/lessons/lessoncontroller.cpp" line="67"/>
        <location filename="../src/app/lessons/lessoncontroller.cpp" line="142"/>
        <location filename="../src/app/lessons/lessoncontroller.cpp" line="272"/>
        <location filename="../src/app/lessons/lessoncontroller.cpp" line="325"/>
        <source>Open lesson</source>
        <translation>Les openen</translation>
    </message>
    <message>
        <location filename="../src/app/lessons/lessoncontroller.cpp" line="68"/>
        <location filename="../src/app/lessons/lessoncontroller.cpp" line="325"/>
        <source>Lessons (*.meeplelesson)</source>
        <translation>Lessen (*.meeplelesson)</translation>
    </message>
    <message>
        <location filename="../src/app/lessons/lessoncontroller.cpp" line="143"/>
        <location filename="../src/app/lessons/lessoncontroller.cpp" line="273"/>
        <source>%1 cannot be opened.
%2: %3</source>
        <translation>%1 kan niet worden geopend.
%2: %3</translation>
    </message>
    <message>
        <location filename="../src/app/lessons/lessoncontroller.cpp" line="190"/>
        <source>Add page</source>
        <translation>Pagina toevoegen</translation>
    </message>
    <message>
        <location filename="../src/app/lessons/lessoncontroller.cpp" line="191"/>
        <source>There is no board to add: open or make one first.</source>
        <translation>Er is geen bord om toe te voegen: open of maak er eerst een.</translation>
    </message>
    <message>
        <location filename="../src/app/lessons/lessoncontroller.cpp" line="201"/>
        <source>Added page %1 to the lesson</source>
        <translation>Pagina %1 aan de les toegevoegd</translation>
    </message>
    <message>
        <location filename="../src/app/lessons/lessoncontroller.cpp" line="213"/>
        <source>Try another move here</source>
        <translation>Hier een andere zet proberen</translation>
    </message>
    <message>
        <location filename="../src/app/lessons/lessoncontroller.cpp" line="214"/>
        <source>Step back to the move you want to play differently first.</source>
        <translation>Ga eerst terug naar de zet die je anders wilt spelen.</translation>
    </message>
    <message>
        <location filename="../src/app/lessons/lessoncontroller.cpp" line="232"/>
        <source>Play another move %1, then choose Lesson &gt; Add this view as a page</source>
        <translation>Speel een andere zet %1 en kies dan Les &gt; Dit beeld als pagina toevoegen</translation>
    </message>
    <message>
        <location filename="../src/app/lessons/lessoncontroller.cpp" line="347"/>
        <source>Export lesson</source>
        <translation>Les exporteren</translation>
    </message>
    <message>
        <location filename="../src/app/lessons/lessoncontroller.cpp" line="348"/>
        <source>The lesson has no pages yet: add a view of a board first.</source>
        <translation>De les heeft nog geen pagina&apos;s: voeg eerst een beeld van een bord toe.</translation>
    </message>
</context>
<context>
    <name>ml::LessonDocument</name>
    <message>
        <location filename="../src/editor/lessondocument.cpp" line="57"/>
        <source>New lesson</source>
        <translation>Nieuwe les</translation>
    </message>
    <message>
        <location filename="../src/editor/lessondocument.cpp" line="163"/>
        <source>Add page</source>
        <translation>Pagina toevoegen</translation>
    </message>
    <message>
        <location filename="../src/editor/lessondocument.cpp" line="173"/>
        <source>Delete page</source>
        <translation>Pagina verwijderen</translation>
    </message>
    <message>
        <location filename="../src/editor/lessondocument.cpp" line="189"/>
        <source>Duplicate page</source>
        <translation>Pagina dupliceren</translation>
    </message>
    <message>
        <location filename="../src/editor/lessondocument.cpp" line="200"/>
        <source>Move page</source>
        <translation>Pagina verplaatsen</translation>
    </message>
    <message>
        <location filename="../src/editor/lessondocument.cpp" line="215"/>
        <source>Edit lesson title</source>
        <translation>Titel van de les bewerken</translation>
    </message>
    <message>
        <location filename="../src/editor/lessondocument.cpp" line="230"/>
        <source>Edit page text</source>
        <translation>Tekst van de pagina bewerken</translation>
    </message>
</context>
<context>
    <name>ml::LessonEditor</name>
    <message>
        <location filename="../ui/lessoneditor.ui" line="14"/>
        <source>Lesson</source>
        <translation>Les</translation>
    </message>
    <message>
        <location filename="../ui/lessoneditor.ui" line="37"/>
        <source>&amp;Pages (drag to reorder):</source>
        <translation>&amp;Pagina&apos;s (sleep om te verplaatsen):</translation>
    </message>
    <message>
        <location filename="../ui/lessoneditor.ui" line="47"/>
        <source>Pages</source>
        <translation>Pagina&apos;s</translation>
    </message>
    <message>
        <location filename="../ui/lessoneditor.ui" line="69"/>
        <location filename="../src/app/lessons/lessoneditor.cpp" line="28"/>
        <location filename="../src/app/lessons/lessoneditor.cpp" line="394"/>
        <source>English</source>
        <translation>Engels</translation>
    </message>
    <message>
        <location filename="../ui/lessoneditor.ui" line="79"/>
        <source>Dutch (Nederlands)</source>
        <translation>Nederlands</translation>
    </message>
    <message>
        <location filename="../ui/lessoneditor.ui" line="89"/>
        <source>&amp;Lesson title:</source>
        <translation>Titel van de &amp;les:</translation>
    </message>
    <message>
        <location filename="../ui/lessoneditor.ui" line="99"/>
        <source>Lesson title in English</source>
        <translation>Titel van de les in het Engels</translation>
    </message>
    <message>
        <location filename="../ui/lessoneditor.ui" line="106"/>
        <source>Lesson title in Dutch</source>
        <translation>Titel van de les in het Nederlands</translation>
    </message>
    <message>
        <location filename="../ui/lessoneditor.ui" line="116"/>
        <source>Page &amp;title:</source>
        <translation>&amp;Titel van de pagina:</translation>
    </message>
    <message>
        <location filename="../ui/lessoneditor.ui" line="126"/>
        <source>Page title in English</source>
        <translation>Titel van de pagina in het Engels</translation>
    </message>
    <message>
        <location filename="../ui/lessoneditor.ui" line="133"/>
        <source>Page title in Dutch</source>
        <translation>Titel van de pagina in het Nederlands</translation>
    </message>
    <message>
        <location filename="../ui/lessoneditor.ui" line="143"/>
        <source>Te&amp;xt:</source>
        <translation>Te&amp;kst:</translation>
    </message>
    <message>
        <location filename="../ui/lessoneditor.ui" line="153"/>
        <source>Page text in English</source>
        <translation>Tekst van de pagina in het Engels</translation>
    </message>
    <message>
        <location filename="../ui/lessoneditor.ui" line="163"/>
        <source>Page text in Dutch</source>
        <translation>Tekst van de pagina in het Nederlands</translation>
    </message>
    <message>
        <location filename="../ui/lessoneditor.ui" line="176"/>
        <source>&amp;Notes:</source>
        <translation>&amp;Notities:</translation>
    </message>
    <message>
        <location filename="../ui/lessoneditor.ui" line="186"/>
        <source>Presenter&apos;s notes in English</source>
        <translation>Notities voor de presentator in het Engels</translation>
    </message>
    <message>
        <location filename="../ui/lessoneditor.ui" line="202"/>
        <source>Presenter&apos;s notes in Dutch</source>
        <translation>Notities voor de presentator in het Nederlands</translation>
    </message>
    <message>
        <location filename="../ui/lessoneditor.ui" line="226"/>
        <source>A blank line starts a paragraph, &quot;- &quot; a list item; **bold**; [R-BASE-10] links a rule.</source>
        <translation>Een lege regel begint een alinea, &quot;- &quot; een opsommingsteken; **vet**; [R-BASE-10] verwijst naar een regel.</translation>
    </message>
    <message>
        <location filename="../ui/lessoneditor.ui" line="248"/>
        <source>Pre&amp;view in:</source>
        <translation>&amp;Voorbeeld in:</translation>
    </message>
    <message>
        <location filename="../ui/lessoneditor.ui" line="276"/>
        <source>Page preview</source>
        <translation>Voorbeeld van de pagina</translation>
    </message>
    <message>
        <location filename="../ui/lessoneditor.ui" line="289"/>
        <source>&amp;Lesson</source>
        <translation>&amp;Les</translation>
    </message>
    <message>
        <location filename="../ui/lessoneditor.ui" line="302"/>
        <source>&amp;Page</source>
        <translation>&amp;Pagina</translation>
    </message>
    <message>
        <location filename="../ui/lessoneditor.ui" line="319"/>
        <source>Lesson tools</source>
        <translation>Lesgereedschap</translation>
    </message>
    <message>
        <location filename="../ui/lessoneditor.ui" line="339"/>
        <source>&amp;Save lesson</source>
        <translation>Les op&amp;slaan</translation>
    </message>
    <message>
        <location filename="../ui/lessoneditor.ui" line="344"/>
        <source>Save lesson &amp;as…</source>
        <translation>Les opslaan &amp;als…</translation>
    </message>
    <message>
        <location filename="../ui/lessoneditor.ui" line="349"/>
        <source>&amp;Export handout…</source>
        <translation>Hand-out &amp;exporteren…</translation>
    </message>
    <message>
        <location filename="../ui/lessoneditor.ui" line="354"/>
        <source>&amp;Present</source>
        <translation>&amp;Presenteren</translation>
    </message>
    <message>
        <location filename="../ui/lessoneditor.ui" line="362"/>
        <source>&amp;Take this lesson</source>
        <translation>Deze les &amp;volgen</translation>
    </message>
    <message>
        <location filename="../ui/lessoneditor.ui" line="367"/>
        <source>&amp;Close</source>
        <translation>&amp;Sluiten</translation>
    </message>
    <message>
        <location filename="../ui/lessoneditor.ui" line="372"/>
        <source>&amp;Undo</source>
        <translation>&amp;Ongedaan maken</translation>
    </message>
    <message>
        <location filename="../ui/lessoneditor.ui" line="377"/>
        <source>&amp;Redo</source>
        <translation>Opnieuw &amp;doen</translation>
    </message>
    <message>
        <location filename="../ui/lessoneditor.ui" line="382"/>
        <source>D&amp;uplicate page</source>
        <translation>Pagina d&amp;upliceren</translation>
    </message>
    <message>
        <location filename="../ui/lessoneditor.ui" line="390"/>
        <source>&amp;Delete page</source>
        <translation>Pagina &amp;verwijderen</translation>
    </message>
    <message>
        <location filename="../ui/lessoneditor.ui" line="395"/>
        <source>Move page &amp;up</source>
        <translation>Pagina om&amp;hoog</translation>
    </message>
    <message>
        <location filename="../ui/lessoneditor.ui" line="403"/>
        <source>Move page do&amp;wn</source>
        <translation>Pagina om&amp;laag</translation>
    </message>
    <message>
        <location filename="../ui/lessoneditor.ui" line="411"/>
        <source>&amp;Open the page&apos;s board in the main window</source>
        <translation>Het bord van de pagina in het hoofdvenster &amp;openen</translation>
    </message>
    <message>
        <location filename="../src/app/lessons/lessoneditor.cpp" line="29"/>
        <location filename="../src/app/lessons/lessoneditor.cpp" line="395"/>
        <source>Dutch</source>
        <translation>Nederlands</translation>
    </message>
    <message>
        <location filename="../src/app/lessons/lessoneditor.cpp" line="156"/>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <location filename="../src/app/lessons/lessoneditor.cpp" line="158"/>
        <source>%1. (%2)</source>
        <translation>%1. (%2)</translation>
    </message>
    <message>
        <location filename="../src/app/lessons/lessoneditor.cpp" line="160"/>
        <source>question</source>
        <translation>vraag</translation>
    </message>
    <message>
        <location filename="../src/app/lessons/lessoneditor.cpp" line="161"/>
        <source>what if</source>
        <translation>wat als</translation>
    </message>
    <message>
        <location filename="../src/app/lessons/lessoneditor.cpp" line="162"/>
        <source>answer out of date</source>
        <translation>antwoord verouderd</translation>
    </message>
    <message>
        <location filename="../src/app/lessons/lessoneditor.cpp" line="163"/>
        <source>board cannot be shown</source>
        <translation>bord niet te tonen</translation>
    </message>
    <message>
        <location filename="../src/app/lessons/lessoneditor.cpp" line="209"/>
        <source>Shows the set-up.</source>
        <translation>Toont de beginopstelling.</translation>
    </message>
    <message>
        <location filename="../src/app/lessons/lessoneditor.cpp" line="212"/>
        <source>Shows the board after all its moves.</source>
        <translation>Toont het bord na alle zetten.</translation>
    </message>
    <message>
        <location filename="../src/app/lessons/lessoneditor.cpp" line="215"/>
        <source>Shows the board after move %1.</source>
        <translation>Toont het bord na zet %1.</translation>
    </message>
    <message>
        <location filename="../src/app/lessons/lessoneditor.cpp" line="218"/>
        <source>Shows scoring %1 of move %2.</source>
        <translation>Toont telling %1 van zet %2.</translation>
    </message>
    <message>
        <location filename="../src/app/lessons/lessoneditor.cpp" line="221"/>
        <source>Asks a question; the class answers before Reveal.</source>
        <translation>Stelt een vraag; de klas antwoordt vóór het onthullen.</translation>
    </message>
    <message>
        <location filename="../src/app/lessons/lessoneditor.cpp" line="224"/>
        <source>What if, at move %1 of page %2.</source>
        <translation>Wat als, bij zet %1 van pagina %2.</translation>
    </message>
    <message>
        <location filename="../src/app/lessons/lessoneditor.cpp" line="227"/>
        <source>The board no longer gives this question&apos;s stored answer: open the board, check the puzzle again and add the page anew.</source>
        <translation>Het bord geeft het opgeslagen antwoord op deze vraag niet meer: open het bord, controleer de puzzel opnieuw en voeg de pagina opnieuw toe.</translation>
    </message>
    <message>
        <location filename="../src/app/lessons/lessoneditor.cpp" line="230"/>
        <source>This page cannot be played: %1</source>
        <translation>Deze pagina kan niet worden gespeeld: %1</translation>
    </message>
    <message>
        <location filename="../src/app/lessons/lessoneditor.cpp" line="232"/>
        <source>No pages yet: open a board in the main window and choose Lesson &gt; Add this view as a page.</source>
        <translation>Nog geen pagina&apos;s: open een bord in het hoofdvenster en kies Les &gt; Dit beeld als pagina toevoegen.</translation>
    </message>
    <message>
        <location filename="../src/app/lessons/lessoneditor.cpp" line="278"/>
        <source>Untitled lesson</source>
        <translation>Naamloze les</translation>
    </message>
    <message>
        <location filename="../src/app/lessons/lessoneditor.cpp" line="280"/>
        <source>%1[*] — Lesson</source>
        <translation>%1[*] — Les</translation>
    </message>
    <message>
        <location filename="../src/app/lessons/lessoneditor.cpp" line="303"/>
        <source>Unsaved lesson</source>
        <translation>Niet-opgeslagen les</translation>
    </message>
    <message>
        <location filename="../src/app/lessons/lessoneditor.cpp" line="304"/>
        <source>The lesson has changes that are not saved. Save them?</source>
        <translation>De les heeft wijzigingen die niet zijn opgeslagen. Nu opslaan?</translation>
    </message>
    <message>
        <location filename="../src/app/lessons/lessoneditor.cpp" line="322"/>
        <location filename="../src/app/lessons/lessoneditor.cpp" line="330"/>
        <location filename="../src/app/lessons/lessoneditor.cpp" line="338"/>
        <source>Save lesson</source>
        <translation>Les opslaan</translation>
    </message>
    <message>
        <location filename="../src/app/lessons/lessoneditor.cpp" line="322"/>
        <location filename="../src/app/lessons/lessoneditor.cpp" line="338"/>
        <source>Could not save %1: %2</source>
        <translation>Kon %1 niet opslaan: %2</translation>
    </message>
    <message>
        <location filename="../src/app/lessons/lessoneditor.cpp" line="331"/>
        <source>Lessons (*.meeplelesson)</source>
        <translation>Lessen (*.meeplelesson)</translation>
    </message>
    <message>
        <location filename="../src/app/lessons/lessoneditor.cpp" line="357"/>
        <location filename="../src/app/lessons/lessoneditor.cpp" line="365"/>
        <source>Export handout</source>
        <translation>Hand-out exporteren</translation>
    </message>
    <message>
        <location filename="../src/app/lessons/lessoneditor.cpp" line="357"/>
        <source>Could not write %1: %2</source>
        <translation>Kon %1 niet schrijven: %2</translation>
    </message>
    <message>
        <location filename="../src/app/lessons/lessoneditor.cpp" line="366"/>
        <source>PDF handout (*.pdf);;Web page that works offline (*.html)</source>
        <translation>PDF-hand-out (*.pdf);;Webpagina die zonder internet werkt (*.html)</translation>
    </message>
</context>
<context>
    <name>ml::LessonLibraryDialog</name>
    <message>
        <location filename="../ui/lessonlibrarydialog.ui" line="14"/>
        <source>Lesson library</source>
        <translation>Lessenbibliotheek</translation>
    </message>
    <message>
        <location filename="../ui/lessonlibrarydialog.ui" line="27"/>
        <source>Lessons</source>
        <translation>Lessen</translation>
    </message>
    <message>
        <location filename="../ui/lessonlibrarydialog.ui" line="34"/>
        <source>Lesson</source>
        <translation>Les</translation>
    </message>
    <message>
        <location filename="../ui/lessonlibrarydialog.ui" line="39"/>
        <source>Pages</source>
        <translation>Pagina&apos;s</translation>
    </message>
    <message>
        <location filename="../ui/lessonlibrarydialog.ui" line="44"/>
        <source>Answered right</source>
        <translation>Goed beantwoord</translation>
    </message>
    <message>
        <location filename="../ui/lessonlibrarydialog.ui" line="54"/>
        <source>&amp;Take lesson</source>
        <translation>Les &amp;volgen</translation>
    </message>
    <message>
        <location filename="../ui/lessonlibrarydialog.ui" line="64"/>
        <source>&amp;Present</source>
        <translation>&amp;Presenteren</translation>
    </message>
    <message>
        <location filename="../ui/lessonlibrarydialog.ui" line="71"/>
        <source>&amp;Edit</source>
        <translation>Be&amp;werken</translation>
    </message>
    <message>
        <location filename="../ui/lessonlibrarydialog.ui" line="78"/>
        <source>&amp;Open lesson file…</source>
        <translation>Lesbestand &amp;openen…</translation>
    </message>
    <message>
        <location filename="../ui/lessonlibrarydialog.ui" line="92"/>
        <source>&amp;Close</source>
        <translation>&amp;Sluiten</translation>
    </message>
    <message>
        <location filename="../src/app/lessons/lessonlibrarydialog.cpp" line="61"/>
        <source>Course: %1</source>
        <translation>Cursus: %1</translation>
    </message>
    <message>
        <location filename="../src/app/lessons/lessonlibrarydialog.cpp" line="65"/>
        <source>The bundled course cannot be read: %1</source>
        <translation>De meegeleverde cursus kan niet worden gelezen: %1</translation>
    </message>
    <message>
        <location filename="../src/app/lessons/lessonlibrarydialog.cpp" line="75"/>
        <source>%1 (cannot be read: %2)</source>
        <translation>%1 (niet te lezen: %2)</translation>
    </message>
    <message>
        <location filename="../src/app/lessons/lessonlibrarydialog.cpp" line="80"/>
        <source>%1 of %2</source>
        <translation>%1 van %2</translation>
    </message>
    <message>
        <location filename="../src/app/lessons/lessonlibrarydialog.cpp" line="84"/>
        <source>Bundled with Meeple Lab</source>
        <translation>Meegeleverd met Meeple Lab</translation>
    </message>
</context>
<context>
    <name>ml::LessonPageView</name>
    <message>
        <location filename="../src/app/lessons/lessonpageview.cpp" line="110"/>
        <location filename="../src/app/lessons/lessonpageview.cpp" line="134"/>
        <source>Question</source>
        <translation>Vraag</translation>
    </message>
    <message>
        <location filename="../src/app/lessons/lessonpageview.cpp" line="117"/>
        <source>Presenter&apos;s notes</source>
        <translation>Notities voor de presentator</translation>
    </message>
    <message>
        <location filename="../src/app/lessons/lessonpageview.cpp" line="216"/>
        <source>This page&apos;s board cannot be shown at its step.</source>
        <translation>Het bord van deze pagina kan niet bij zijn stap worden getoond.</translation>
    </message>
</context>
<context>
    <name>ml::LessonPresentation</name>
    <message>
        <location filename="../src/app/lessons/lessonpresentation.cpp" line="18"/>
        <source>Presentation: %1</source>
        <translation>Presentatie: %1</translation>
    </message>
    <message>
        <location filename="../src/app/lessons/lessonpresentation.cpp" line="76"/>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <location filename="../src/app/lessons/lessonpresentation.cpp" line="78"/>
        <source>R: reveal (%1 of %2)</source>
        <translation>R: onthullen (%1 van %2)</translation>
    </message>
</context>
<context>
    <name>ml::LessonReader</name>
    <message>
        <location filename="../ui/lessonreader.ui" line="14"/>
        <source>Lesson</source>
        <translation>Les</translation>
    </message>
    <message>
        <location filename="../ui/lessonreader.ui" line="22"/>
        <source>Lesson page</source>
        <translation>Lespagina</translation>
    </message>
    <message>
        <location filename="../ui/lessonreader.ui" line="45"/>
        <source>&lt; &amp;Previous page</source>
        <translation>&lt; &amp;Vorige pagina</translation>
    </message>
    <message>
        <location filename="../ui/lessonreader.ui" line="62"/>
        <source>&amp;Next page &gt;</source>
        <translation>V&amp;olgende pagina &gt;</translation>
    </message>
    <message>
        <location filename="../src/app/lessons/lessonreader.cpp" line="71"/>
        <source>%1 — Lesson</source>
        <translation>%1 — Les</translation>
    </message>
    <message>
        <location filename="../src/app/lessons/lessonreader.cpp" line="72"/>
        <source>Page %1 of %2</source>
        <translation>Pagina %1 van %2</translation>
    </message>
    <message>
        <location filename="../src/app/lessons/lessonreader.cpp" line="75"/>
        <source>Questions answered right: %1 of %2</source>
        <translation>Vragen goed beantwoord: %1 van %2</translation>
    </message>
</context>
<context>
    <name>ml::LessonReveal</name>
    <message>
        <location filename="../src/app/lessons/lessonreveal.cpp" line="48"/>
        <source>The engine cannot play this page&apos;s board, so it cannot explain the answer.</source>
        <translation>Het programma kan het bord van deze pagina niet spelen en het antwoord dus niet uitleggen.</translation>
    </message>
    <message>
        <location filename="../src/app/lessons/lessonreveal.cpp" line="55"/>
        <source>Answer: %1</source>
        <translation>Antwoord: %1</translation>
    </message>
</context>
<context>
    <name>ml::MainWindow</name>
    <message>
        <location filename="../src/app/window/appstartup.cpp" line="39"/>
        <source>Meeple Lab: a rules explorer and puzzle editor for Carcassonne.</source>
        <translation>Meeple Lab: de spelregels van Carcassonne verkennen en er puzzels mee maken.</translation>
    </message>
    <message>
        <location filename="../src/app/window/appstartup.cpp" line="42"/>
        <source>FILE</source>
        <translation>BESTAND</translation>
    </message>
    <message>
        <location filename="../src/app/window/appstartup.cpp" line="43"/>
        <source>The board file to open (.meeple). Without it, the example board opens.</source>
        <translation>Het bordbestand om te openen (.meeple). Zonder bestand verschijnt het voorbeeldbord.</translation>
    </message>
    <message>
        <location filename="../src/app/window/appstartup.cpp" line="45"/>
        <source>[FILE]</source>
        <translation>[BESTAND]</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="8"/>
        <source>&amp;File</source>
        <translation>&amp;Bestand</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="12"/>
        <source>Open &amp;recent</source>
        <translation>&amp;Recent geopend</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="33"/>
        <source>&amp;Edit</source>
        <translation>Be&amp;werken</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="71"/>
        <source>&amp;View</source>
        <translation>Beel&amp;d</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="75"/>
        <source>&amp;Language</source>
        <translation>&amp;Taal</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="82"/>
        <source>&amp;Theme</source>
        <translation>Th&amp;ema</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="90"/>
        <source>Tile &amp;art</source>
        <translation>Tegel&amp;afbeeldingen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="142"/>
        <source>&amp;Lesson</source>
        <translation>&amp;Les</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="158"/>
        <source>&amp;Help</source>
        <translation>&amp;Hulp</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="176"/>
        <source>Tools</source>
        <translation>Gereedschap</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="199"/>
        <source>Annotations</source>
        <translation>Aantekeningen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="220"/>
        <source>&amp;New board…</source>
        <translation>&amp;Nieuw bord…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="225"/>
        <source>&amp;Open…</source>
        <translation>&amp;Openen…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="228"/>
        <source>Open a board file</source>
        <translation>Een bordbestand openen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="233"/>
        <source>&amp;Import JCloisterZone game…</source>
        <translation>JCloisterZone-spel &amp;importeren…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="236"/>
        <source>Open a game saved by JCloisterZone and step through it in Explore</source>
        <translation>Een door JCloisterZone opgeslagen spel openen en het stap voor stap verkennen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="241"/>
        <source>&amp;Save</source>
        <translation>Op&amp;slaan</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="246"/>
        <source>Save &amp;as…</source>
        <translation>Opslaan &amp;als…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="251"/>
        <source>&amp;Export picture…</source>
        <translation>Afbeelding &amp;exporteren…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="254"/>
        <source>Save the board as a PNG or SVG picture</source>
        <translation>Het bord bewaren als PNG- of SVG-afbeelding</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="262"/>
        <source>Export P&amp;DF…</source>
        <translation>Exporteren als &amp;PDF…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="265"/>
        <source>Save the board as a PDF page with its caption and legend</source>
        <translation>Het bord bewaren als PDF-pagina met bijschrift en legenda</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="270"/>
        <source>Export puzzle s&amp;heet…</source>
        <translation>Puzzel&amp;blad exporteren…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="273"/>
        <source>Save a printable PDF of puzzles: the questions with their boards, then the answers</source>
        <translation>Een afdrukbare PDF van puzzels opslaan: de vragen met hun borden, daarna de antwoorden</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="278"/>
        <source>Print pre&amp;view…</source>
        <translation>Afdru&amp;kvoorbeeld…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="281"/>
        <source>See the printed page before printing it</source>
        <translation>De afgedrukte pagina bekijken voordat je afdrukt</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="286"/>
        <source>&amp;Print…</source>
        <translation>Af&amp;drukken…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="289"/>
        <source>Print the board scaled to fit the page, with its caption and legend</source>
        <translation>Het bord passend op de pagina afdrukken, met bijschrift en legenda</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="297"/>
        <source>Copy &amp;picture</source>
        <translation>Afbeelding ko&amp;piëren</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="300"/>
        <source>Put the board, or the selected tiles, on the clipboard as PNG and SVG</source>
        <translation>Het bord, of de geselecteerde tegels, als PNG en SVG naar het klembord kopiëren</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="311"/>
        <source>Copy &amp;wiki line of the last picture</source>
        <translation>&amp;Wiki-regel van de laatste afbeelding kopiëren</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="314"/>
        <source>Put the wiki line that shows the picture exported last, with its caption, on the clipboard</source>
        <translation>Zet de wiki-regel die de laatst geëxporteerde afbeelding met haar bijschrift toont op het klembord</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="319"/>
        <source>Cop&amp;y board as text</source>
        <translation>Bord als &amp;tekst kopiëren</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="322"/>
        <source>Put the board on the clipboard as one line of text, for a forum post or a message</source>
        <translation>Zet het bord als één regel tekst op het klembord, voor een forumbericht of een chat</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="327"/>
        <source>Paste &amp;board</source>
        <translation>&amp;Bord plakken</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="330"/>
        <source>Open the board a copied text holds (packed text or board JSON) as a new board</source>
        <translation>Open het bord uit een gekopieerde tekst (ingepakte tekst of bord-JSON) als nieuw bord</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="335"/>
        <source>E&amp;xport this step…</source>
        <translation>Deze stap e&amp;xporteren…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="338"/>
        <source>Save the step shown as a picture: the scored feature, the deciding figures and the tile just placed marked</source>
        <translation>De getoonde stap als afbeelding bewaren: het getelde project, de beslissende speelstukken en de zojuist aangelegde tegel gemarkeerd</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="343"/>
        <source>Expor&amp;t all steps…</source>
        <translation>Alle stappen ex&amp;porteren…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="346"/>
        <source>Save every step: one picture with the steps in a grid, or a PDF with a step on each page</source>
        <translation>Elke stap bewaren: één afbeelding met de stappen in een raster, of een PDF met een stap per pagina</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="351"/>
        <source>&amp;Quit</source>
        <translation>A&amp;fsluiten</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="362"/>
        <source>Undo</source>
        <comment>tool bar: short, the menu says what is undone</comment>
        <translation>Ongedaan</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="371"/>
        <source>Redo</source>
        <comment>tool bar: short, the menu says what is redone</comment>
        <translation>Opnieuw</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="422"/>
        <source>Fit</source>
        <comment>tool bar: short for Fit board in window</comment>
        <translation>Passend</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="442"/>
        <source>Coor&amp;dinates</source>
        <translation>&amp;Coördinaten</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="445"/>
        <source>Letter the columns and number the rows along the board&apos;s edges, as the step texts name the cells</source>
        <translation>Letters bij de kolommen en nummers bij de rijen langs de randen van het bord, zoals de stapteksten de vakken noemen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="453"/>
        <source>Player mar&amp;ks</source>
        <translation>Spelers&amp;markeringen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="456"/>
        <source>A shape on each player&apos;s figures besides the colour (circle, square, triangle, diamond, star, cross), for readers who cannot tell the colours apart</source>
        <translation>Een vorm op de speelstukken van elke speler naast de kleur (cirkel, vierkant, driehoek, ruit, ster, kruis), voor wie de kleuren niet uit elkaar kan houden</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="464"/>
        <source>&amp;Light</source>
        <translation>&amp;Licht</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="467"/>
        <source>Light windows and panels</source>
        <translation>Lichte vensters en panelen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="475"/>
        <source>&amp;Dark</source>
        <translation>&amp;Donker</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="478"/>
        <source>Dark windows and panels; the board keeps its own colours</source>
        <translation>Donkere vensters en panelen; het bord houdt zijn eigen kleuren</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="486"/>
        <source>Follow the &amp;system</source>
        <translation>&amp;Systeem volgen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="489"/>
        <source>Dark when the desktop&apos;s window colour is dark at start, else light</source>
        <translation>Donker als de vensterkleur van het bureaublad bij het starten donker is, anders licht</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="497"/>
        <source>&amp;Built-in art</source>
        <translation>&amp;Ingebouwde tekeningen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="500"/>
        <source>Draw the tiles in Meeple Lab&apos;s own colours</source>
        <translation>De tegels tekenen in de eigen kleuren van Meeple Lab</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="508"/>
        <source>&amp;Line art for print</source>
        <translation>&amp;Lijntekening om af te drukken</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="511"/>
        <source>Draw the tiles as black lines on white, for printing</source>
        <translation>De tegels tekenen als zwarte lijnen op wit, om af te drukken</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="519"/>
        <source>Tile pictures from a &amp;folder…</source>
        <translation>Tegelafbeeldingen uit een &amp;map…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="522"/>
        <source>Draw the tiles from a folder of your own pictures: one PNG or SVG per tile id, such as A.png</source>
        <translation>De tegels tekenen met afbeeldingen uit een eigen map: één PNG of SVG per tegel-id, zoals A.png</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="538"/>
        <source>Describe the &amp;board…</source>
        <translation>Bord be&amp;schrijven…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="541"/>
        <source>The board shown in words: its tiles, every feature with its figures, and the scores</source>
        <translation>Het getoonde bord in woorden: de tegels, elk project met zijn speelstukken, en de stand</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="640"/>
        <source>&amp;New lesson</source>
        <translation>&amp;Nieuwe les</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="643"/>
        <source>Start a lesson: a list of pages, each a view of a board with a text in English and Dutch</source>
        <translation>Een les beginnen: een reeks pagina&apos;s, elk een beeld van een bord met een tekst in het Engels en het Nederlands</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="648"/>
        <source>&amp;Open lesson…</source>
        <translation>Les &amp;openen…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="651"/>
        <source>Open a lesson file (.meeplelesson) to edit it</source>
        <translation>Een lesbestand (.meeplelesson) openen om het te bewerken</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="656"/>
        <source>Show the lesson &amp;editor</source>
        <translation>De les&amp;bewerker tonen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="659"/>
        <source>The pages of the lesson being written, their texts and a preview</source>
        <translation>De pagina&apos;s van de les in wording, hun teksten en een voorbeeld</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="664"/>
        <source>&amp;Add this view as a page</source>
        <translation>Dit beeld als pagina &amp;toevoegen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="667"/>
        <source>The board as shown now, at this step and with its marks, as the lesson&apos;s next page</source>
        <translation>Het bord zoals het nu te zien is, bij deze stap en met zijn markeringen, als volgende pagina van de les</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="675"/>
        <source>Try another &amp;move here</source>
        <translation>Hier een andere &amp;zet proberen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="678"/>
        <source>Keep the moves before this step and record another one: the next page added is a what-if</source>
        <translation>De zetten vóór deze stap houden en een andere vastleggen: de volgende toegevoegde pagina is een &quot;wat als&quot;</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="683"/>
        <source>&amp;Present lesson</source>
        <translation>Les &amp;presenteren</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="686"/>
        <source>Show the lesson full screen for a projector: PgDn and PgUp turn the pages, B blanks, R reveals, Esc leaves</source>
        <translation>De les schermvullend tonen voor een beamer: PgDn en PgUp bladeren, B maakt zwart, R onthult, Esc stopt</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="694"/>
        <source>&amp;Take lesson</source>
        <translation>Les volg&amp;en</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="697"/>
        <source>Read the lesson page by page and answer its questions</source>
        <translation>De les pagina voor pagina lezen en de vragen beantwoorden</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="702"/>
        <source>Lesson li&amp;brary…</source>
        <translation>&amp;Lessenbibliotheek…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="705"/>
        <source>The bundled course and the lessons opened before, with your progress</source>
        <translation>De meegeleverde cursus en de eerder geopende lessen, met je voortgang</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="710"/>
        <source>Export &amp;lesson…</source>
        <translation>Les e&amp;xporteren…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="713"/>
        <source>The lesson as a PDF handout or a web page that works offline</source>
        <translation>De les als PDF-hand-out of als webpagina die zonder internet werkt</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="718"/>
        <source>&amp;Learn the rules</source>
        <translation>De regels &amp;leren</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="721"/>
        <source>The bundled course Learning Carcassonne, lesson by lesson</source>
        <translation>De meegeleverde cursus Carcassonne leren, les voor les</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="805"/>
        <source>Find tile...</source>
        <translation>Tegel zoeken...</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="808"/>
        <source>Type a tile&apos;s id in the palette; Enter picks it</source>
        <translation>Typ de code van een tegel in het paneel Tegels; Enter kiest hem</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="816"/>
        <source>Next figure</source>
        <translation>Volgend speelstuk</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="819"/>
        <source>Place the next kind of figure (meeple, shepherd, mage, ...)</source>
        <translation>Het volgende soort speelstuk plaatsen (meeple, herder, tovenaar, ...)</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="827"/>
        <source>Next player</source>
        <translation>Volgende speler</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="830"/>
        <source>Place the figures of the next player</source>
        <translation>De speelstukken van de volgende speler plaatsen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="856"/>
        <source>Arrow</source>
        <translation>Pijl</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="859"/>
        <source>Draw an arrow by dragging; its ends snap to figure spots and cell centres (Shift: no snapping)</source>
        <translation>Teken een pijl door te slepen; de uiteinden springen naar plekken van speelstukken en het midden van vakken (Shift: niet springen)</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="874"/>
        <source>Ring</source>
        <translation>Ring</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="877"/>
        <source>Ring a figure spot: click the part of a tile</source>
        <translation>Zet een ring om de plek van een speelstuk: klik op het deel van een tegel</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="892"/>
        <source>Number</source>
        <translation>Nummer</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="895"/>
        <source>Put a numbered disc: click; the numbers count up by themselves</source>
        <translation>Zet een genummerde schijf: klik; de nummers tellen vanzelf op</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="910"/>
        <source>Highlight</source>
        <translation>Markeren</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="913"/>
        <source>Tint a whole feature: click a city, road, field or monastery</source>
        <translation>Kleur een heel project: klik op een stad, weg, weide of klooster</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="928"/>
        <source>Label</source>
        <translation>Tekst</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="931"/>
        <source>Write a text on the board, in English and Dutch: click where it goes</source>
        <translation>Schrijf een tekst op het bord, in het Engels en het Nederlands: klik waar hij komt</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="946"/>
        <source>Dim</source>
        <translation>Vervagen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="949"/>
        <source>Draw cells faded: drag a rectangle over them</source>
        <translation>Teken vakken vervaagd: sleep er een rechthoek overheen</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindow.cpp" line="625"/>
        <source>&amp;Undo</source>
        <translation>&amp;Ongedaan maken</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindow.cpp" line="527"/>
        <source>Editing the set-up: the moves are hidden (View &gt; Show the position after the moves)</source>
        <translation>De opstelling bewerken: de beurten zijn verborgen (Beeld &gt; Stand na de beurten tonen)</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindow.cpp" line="625"/>
        <source>&amp;Undo %1</source>
        <comment>undo step</comment>
        <translation>%1 &amp;ongedaan maken</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindow.cpp" line="626"/>
        <source>&amp;Redo</source>
        <translation>Opnieuw &amp;doen</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindow.cpp" line="626"/>
        <source>&amp;Redo %1</source>
        <comment>redo step</comment>
        <translation>%1 opnieuw &amp;doen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="380"/>
        <source>&amp;Delete selection</source>
        <translation>Selectie &amp;verwijderen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="385"/>
        <source>&amp;Turn clockwise</source>
        <translation>Met de &amp;klok mee draaien</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="393"/>
        <source>Turn &amp;anticlockwise</source>
        <translation>Tegen de klok &amp;in draaien</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="401"/>
        <source>Rule &amp;options…</source>
        <translation>Spel&amp;regelopties…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="751"/>
        <source>Select</source>
        <translation>Selecteren</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="754"/>
        <source>Select, move, turn (R) and delete tiles and figures</source>
        <translation>Tegels en speelstukken selecteren, verplaatsen, draaien (R) en verwijderen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="769"/>
        <source>Place tile</source>
        <translation>Tegel leggen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="772"/>
        <source>Place the tile picked in the palette; R turns it</source>
        <translation>Leg de gekozen tegel uit het palet; R draait hem</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="787"/>
        <source>Place figure</source>
        <translation>Speelstuk plaatsen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="790"/>
        <source>Click the part of a tile where the figure stands</source>
        <translation>Klik op het deel van een tegel waar het speelstuk komt</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="838"/>
        <source>Record moves</source>
        <translation>Beurten vastleggen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="841"/>
        <source>Play turns on the board: tile, magic action, figure, flock</source>
        <translation>Speel beurten op het bord: tegel, magische actie, speelstuk, kudde</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="406"/>
        <source>Zoom &amp;in</source>
        <translation>&amp;Inzoomen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="411"/>
        <source>Zoom &amp;out</source>
        <translation>&amp;Uitzoomen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="416"/>
        <source>&amp;Fit board in window</source>
        <translation>Bord passend in &amp;venster</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="431"/>
        <source>Show &amp;grid coordinates</source>
        <translation>&amp;Rastercoördinaten tonen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="530"/>
        <source>Show the position after the &amp;moves</source>
        <translation>Stand na de &amp;beurten tonen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="734"/>
        <source>&amp;About Meeple Lab</source>
        <translation>&amp;Over Meeple Lab</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindow.cpp" line="640"/>
        <source>Board &amp;panel</source>
        <translation>Bord&amp;paneel</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindow.cpp" line="641"/>
        <source>History</source>
        <translation>Geschiedenis</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindow.cpp" line="642"/>
        <source>&lt;opened board&gt;</source>
        <translation>&lt;geopend bord&gt;</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindow.cpp" line="643"/>
        <source>flock: 1,3</source>
        <translation>kudde: 1,3</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindow.cpp" line="648"/>
        <source>Sheep tokens beside a new shepherd, separated by commas</source>
        <translation>Schapenfiches naast een nieuwe herder, gescheiden door komma’s</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindow.cpp" line="591"/>
        <source>Meeple</source>
        <translation>Meeple</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindow.cpp" line="406"/>
        <source>Figure: %1</source>
        <translation>Speelstuk: %1</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindow.cpp" line="410"/>
        <source>The board has no players yet.</source>
        <translation>Het bord heeft nog geen spelers.</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindow.cpp" line="415"/>
        <source>Player: %1</source>
        <translation>Speler: %1</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindow.cpp" line="594"/>
        <source>Shepherd</source>
        <translation>Herder</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindow.cpp" line="597"/>
        <source>Mage</source>
        <translation>Tovenaar</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindow.cpp" line="600"/>
        <source>Witch</source>
        <translation>Heks</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindow.cpp" line="603"/>
        <source>Abbot</source>
        <translation>Abt</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindow.cpp" line="606"/>
        <source>Large meeple</source>
        <translation>Grote meeple</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindow.cpp" line="609"/>
        <source>Builder</source>
        <translation>Bouwmeester</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindow.cpp" line="612"/>
        <source>Pig</source>
        <translation>Varken</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindow.cpp" line="650"/>
        <source>Figure to put on the board</source>
        <translation>Speelstuk om op het bord te zetten</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindow.cpp" line="651"/>
        <source>Player of the figure</source>
        <translation>Speler van het speelstuk</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindow.cpp" line="652"/>
        <source>Sheep tokens beside a new shepherd</source>
        <translation>Schapenfiches naast een nieuwe herder</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindow.cpp" line="674"/>
        <source>Untitled</source>
        <translation>Naamloos</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindow.cpp" line="677"/>
        <source>%1[*] — Meeple Lab</source>
        <translation>%1[*] — Meeple Lab</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindow.cpp" line="703"/>
        <source>The moves no longer fit the board: %1</source>
        <translation>De beurten passen niet meer bij het bord: %1</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindow.cpp" line="711"/>
        <source>&lt;h3&gt;Meeple Lab %1&lt;/h3&gt;&lt;p&gt;A rules explorer, puzzle editor and teaching tool for Carcassonne: the base game with the Abbot and the River, Hills &amp;amp; Sheep, Castles in Germany and Mage &amp;amp; Witch.&lt;/p&gt;&lt;p&gt;Free software under the GNU General Public License, version 3 or later: you may share and change it under its terms. It comes with no warranty.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Meeple Lab %1&lt;/h3&gt;&lt;p&gt;Een verkenner van de spelregels, een puzzelmaker en een hulpmiddel om les te geven voor Carcassonne: het basisspel met de Abt en de Rivier, Schapen en Heuvels, Burchten in Duitsland en Tovenaar en Heks.&lt;/p&gt;&lt;p&gt;Vrije software onder de GNU General Public License, versie 3 of later: je mag het delen en aanpassen volgens die voorwaarden. Er wordt geen enkele garantie gegeven.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindowfiles.cpp" line="113"/>
        <source>Cannot open board</source>
        <translation>Bord kan niet worden geopend</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindowfiles.cpp" line="114"/>
        <source>The board file %1 could not be opened.</source>
        <translation>Het bordbestand %1 kon niet worden geopend.</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindowclipboard.cpp" line="33"/>
        <source>The clipboard holds no text.</source>
        <translation>Er staat geen tekst op het klembord.</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindowclipboard.cpp" line="35"/>
        <source>A board as text starts with &quot;meeple1:&quot;; this text starts with &quot;%1&quot;.</source>
        <translation>Een bord als tekst begint met &quot;meeple1:&quot;; deze tekst begint met &quot;%1&quot;.</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindowclipboard.cpp" line="39"/>
        <source>The text was made by a newer version of Meeple Lab (&quot;%1&quot;). Update the program to open it.</source>
        <translation>De tekst komt uit een nieuwere versie van Meeple Lab (&quot;%1&quot;). Werk het programma bij om hem te openen.</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindowclipboard.cpp" line="43"/>
        <source>The character &apos;%1&apos; at position %2 cannot be part of a board as text. Was the text changed on its way?</source>
        <translation>Het teken &apos;%1&apos; op positie %2 hoort niet in een bord als tekst. Is de tekst onderweg veranderd?</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindowclipboard.cpp" line="48"/>
        <source>The text is cut short: part of it is missing. Copy the whole line, from &quot;meeple1:&quot; to its end.</source>
        <translation>De tekst is afgebroken: er ontbreekt een stuk. Kopieer de hele regel, van &quot;meeple1:&quot; tot het eind.</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindowclipboard.cpp" line="53"/>
        <source>The text is damaged: it does not unpack to a board.</source>
        <translation>De tekst is beschadigd: hij pakt niet uit tot een bord.</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindowclipboard.cpp" line="55"/>
        <source>The text unpacks to more than 16 MiB, more than any board.</source>
        <translation>De tekst pakt uit tot meer dan 16 MiB, meer dan welk bord ook.</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindowclipboard.cpp" line="73"/>
        <location filename="../src/app/window/mainwindowclipboard.cpp" line="79"/>
        <source>Not copied: %1</source>
        <translation>Niet gekopieerd: %1</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindowclipboard.cpp" line="83"/>
        <source>The board is on the clipboard as text: paste it into a post or a message</source>
        <translation>Het bord staat als tekst op het klembord: plak het in een bericht of een chat</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindowclipboard.cpp" line="120"/>
        <source>Pasted a board; Save asks where to keep it</source>
        <translation>Bord geplakt; Opslaan vraagt waar het moet komen</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindowclipboard.cpp" line="128"/>
        <source>Cannot paste board</source>
        <translation>Bord plakken lukt niet</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindowclipboard.cpp" line="129"/>
        <source>The text is not a board Meeple Lab can open.</source>
        <translation>De tekst is geen bord dat Meeple Lab kan openen.</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindowclipboard.cpp" line="131"/>
        <location filename="../src/app/window/mainwindowfiles.cpp" line="57"/>
        <location filename="../src/app/window/mainwindowfiles.cpp" line="117"/>
        <source>Reason: %1</source>
        <translation>Reden: %1</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindowclipboard.cpp" line="132"/>
        <location filename="../src/app/window/mainwindowfiles.cpp" line="118"/>
        <source>Place: %1
Reason: %2</source>
        <translation>Plaats: %1
Reden: %2</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindowfiles.cpp" line="126"/>
        <source>Unsaved changes</source>
        <translation>Niet-opgeslagen wijzigingen</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindowfiles.cpp" line="126"/>
        <source>The board has changes that are not saved. Save them?</source>
        <translation>Het bord heeft wijzigingen die niet zijn opgeslagen. Nu opslaan?</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindowfiles.cpp" line="166"/>
        <source>Open board</source>
        <translation>Bord openen</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindowfiles.cpp" line="167"/>
        <location filename="../src/app/window/mainwindowfiles.cpp" line="229"/>
        <source>Meeple Lab boards (*.meeple)</source>
        <translation>Meeple Lab-borden (*.meeple)</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindowfiles.cpp" line="185"/>
        <source>Rules not changed</source>
        <translation>Spelregels niet gewijzigd</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindowfiles.cpp" line="186"/>
        <source>The board does not allow these rules: %1</source>
        <translation>Het bord laat deze spelregels niet toe: %1</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindowfiles.cpp" line="54"/>
        <source>Cannot save</source>
        <translation>Opslaan mislukt</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindowfiles.cpp" line="193"/>
        <location filename="../src/app/window/mainwindowfiles.cpp" line="222"/>
        <source>The board cannot be saved yet.</source>
        <translation>Het bord kan nog niet worden opgeslagen.</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindowfiles.cpp" line="194"/>
        <location filename="../src/app/window/mainwindowfiles.cpp" line="210"/>
        <location filename="../src/app/window/mainwindowfiles.cpp" line="223"/>
        <source>Not saved: %1</source>
        <translation>Niet opgeslagen: %1</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindowfiles.cpp" line="209"/>
        <source>The board could not be saved to %1.</source>
        <translation>Het bord kon niet worden opgeslagen in %1.</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindowfiles.cpp" line="215"/>
        <source>Saved %1</source>
        <translation>%1 opgeslagen</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindowfiles.cpp" line="228"/>
        <source>Save board</source>
        <translation>Bord opslaan</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindow.cpp" line="710"/>
        <source>About Meeple Lab</source>
        <translation>Over Meeple Lab</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="114"/>
        <source>&amp;Game</source>
        <translation>&amp;Spel</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="557"/>
        <source>&amp;Explore: step through the moves</source>
        <translation>&amp;Verkennen: stap door de beurten</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="560"/>
        <source>Play the board&apos;s moves phase by phase and see why every point is scored</source>
        <translation>Speel de beurten van het bord fase voor fase en zie waarom elk punt wordt gegeven</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="571"/>
        <source>&amp;First step</source>
        <translation>&amp;Eerste stap</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="579"/>
        <source>&amp;Previous step</source>
        <translation>Vo&amp;rige stap</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="584"/>
        <source>&amp;Next step</source>
        <translation>Vol&amp;gende stap</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="589"/>
        <source>&amp;Last step</source>
        <translation>&amp;Laatste stap</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="597"/>
        <source>&amp;Score board now</source>
        <translation>Bord nu &amp;tellen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="600"/>
        <source>Step through the final scoring of the board as it is laid out, without its moves</source>
        <translation>Stap door de eindtelling van het bord zoals het ligt, zonder de beurten</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="608"/>
        <source>&amp;Compare variants…</source>
        <translation>V&amp;arianten vergelijken…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="611"/>
        <source>Score the board again with one rules option changed and see what differs</source>
        <translation>Tel het bord opnieuw met één andere spelregeloptie en zie wat er verandert</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="133"/>
        <source>&amp;Puzzles</source>
        <translation>&amp;Puzzels</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="47"/>
        <source>A&amp;nnotate</source>
        <translation>&amp;Aantekenen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="616"/>
        <source>&amp;Library…</source>
        <translation>&amp;Bibliotheek…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="619"/>
        <source>Open one of the puzzles that come with Meeple Lab</source>
        <translation>Open een van de puzzels die bij Meeple Lab horen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="627"/>
        <source>Ask a question about this board; the answer key is computed for you to confirm. The author&apos;s view shows the answer and every score.</source>
        <translation>Stel een vraag over dit bord; het antwoord wordt berekend en jij bevestigt het. De weergave voor de maker toont het antwoord en alle punten.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="632"/>
        <source>Solve &amp;again</source>
        <translation>Opnieuw op&amp;lossen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="635"/>
        <source>Hide the answer and the scores again and start this puzzle afresh, as a solver meets it</source>
        <translation>Verberg het antwoord en de punten weer en begin opnieuw aan deze puzzel, zoals een oplosser hem krijgt</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="726"/>
        <source>&amp;Manual</source>
        <translation>&amp;Handleiding</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="729"/>
        <source>A short guide to editing, exploring and solving</source>
        <translation>Een korte uitleg over bewerken, verkennen en oplossen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="742"/>
        <source>About &amp;Qt</source>
        <translation>Over &amp;Qt</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="549"/>
        <source>Reset la&amp;yout</source>
        <translation>Indeling &amp;herstellen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="552"/>
        <source>Put the panels of the current job back where they were at the start</source>
        <translation>Zet de panelen van de huidige taak terug op hun beginplaats</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindowhelp.cpp" line="68"/>
        <source>Meeple Lab manual</source>
        <translation>Handleiding van Meeple Lab</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindowimport.cpp" line="31"/>
        <source>The file is not a JSON file, so it is no JCloisterZone game.</source>
        <translation>Het bestand is geen JSON-bestand en dus geen JCloisterZone-spel.</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindowimport.cpp" line="33"/>
        <source>The file is not a JCloisterZone game with moves.</source>
        <translation>Het bestand is geen JCloisterZone-spel met beurten.</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindowimport.cpp" line="35"/>
        <source>Only games saved by JCloisterZone 5.7.0 or later can be imported.</source>
        <translation>Alleen spellen die door JCloisterZone 5.7.0 of later zijn opgeslagen, kunnen worden geïmporteerd.</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindowimport.cpp" line="37"/>
        <source>The game uses an expansion that Meeple Lab does not have.</source>
        <translation>Het spel gebruikt een uitbreiding die Meeple Lab niet heeft.</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindowimport.cpp" line="39"/>
        <source>The game uses a figure that Meeple Lab does not have.</source>
        <translation>Het spel gebruikt een speelstuk dat Meeple Lab niet heeft.</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindowimport.cpp" line="41"/>
        <source>The game was played with a rule that Meeple Lab does not have.</source>
        <translation>Het spel is gespeeld met een regel die Meeple Lab niet heeft.</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindowimport.cpp" line="43"/>
        <source>A turn of the game uses an expansion that Meeple Lab does not have.</source>
        <translation>Een beurt van het spel gebruikt een uitbreiding die Meeple Lab niet heeft.</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindowimport.cpp" line="46"/>
        <source>The save contains something JCloisterZone cannot have written.</source>
        <translation>Het bestand bevat iets wat JCloisterZone niet geschreven kan hebben.</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindowimport.cpp" line="48"/>
        <source>A turn of the game breaks Meeple Lab&apos;s rules, or the tiles drawn do not come out as in JCloisterZone.</source>
        <translation>Een beurt van het spel breekt de regels van Meeple Lab, of de getrokken tegels komen niet uit zoals in JCloisterZone.</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindowimport.cpp" line="52"/>
        <source>The game was imported with warnings.</source>
        <translation>Het spel is met waarschuwingen geïmporteerd.</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindowimport.cpp" line="63"/>
        <source>Import JCloisterZone game</source>
        <translation>JCloisterZone-spel importeren</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindowimport.cpp" line="69"/>
        <source>JCloisterZone games (*.jcz)</source>
        <translation>JCloisterZone-spellen (*.jcz)</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindowimport.cpp" line="69"/>
        <source>All files (*)</source>
        <translation>Alle bestanden (*)</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/app/window/mainwindowimport.cpp" line="108"/>
        <source>Imported %1: %n move(s)</source>
        <translation>
            <numerusform>%1 geïmporteerd: %n beurt</numerusform>
            <numerusform>%1 geïmporteerd: %n beurten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/app/window/mainwindowimport.cpp" line="109"/>
        <source>Imported %1: %n move(s), with warnings: %2</source>
        <translation>
            <numerusform>%1 geïmporteerd: %n beurt, met waarschuwingen: %2</numerusform>
            <numerusform>%1 geïmporteerd: %n beurten, met waarschuwingen: %2</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindowimport.cpp" line="121"/>
        <source>Cannot import game</source>
        <translation>Spel kan niet worden geïmporteerd</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindowimport.cpp" line="122"/>
        <source>The JCloisterZone game %1 could not be imported.</source>
        <translation>Het JCloisterZone-spel %1 kon niet worden geïmporteerd.</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindowimport.cpp" line="130"/>
        <source>Import up to here</source>
        <translation>Tot hier importeren</translation>
    </message>
</context>
<context>
    <name>ml::MarkerDialog</name>
    <message>
        <location filename="../ui/markerdialog.ui" line="6"/>
        <source>Marker</source>
        <translation>Merkteken</translation>
    </message>
    <message>
        <location filename="../ui/markerdialog.ui" line="21"/>
        <source>A number, a letter or up to three characters in a shape. Its meaning is listed with it in the legend of exported pictures. Leave Dutch empty to use the English text in both.</source>
        <translation>Een nummer, een letter of hoogstens drie tekens in een vorm. De betekenis staat erbij in de legenda van geëxporteerde afbeeldingen. Laat Nederlands leeg om in beide talen de Engelse tekst te gebruiken.</translation>
    </message>
    <message>
        <location filename="../ui/markerdialog.ui" line="34"/>
        <source>&amp;Shape:</source>
        <translation>&amp;Vorm:</translation>
    </message>
    <message>
        <location filename="../ui/markerdialog.ui" line="50"/>
        <source>&amp;Text:</source>
        <translation>&amp;Tekst:</translation>
    </message>
    <message>
        <location filename="../ui/markerdialog.ui" line="70"/>
        <source>Text in &amp;Dutch:</source>
        <translation>Tekst in het &amp;Nederlands:</translation>
    </message>
    <message>
        <location filename="../ui/markerdialog.ui" line="90"/>
        <source>&amp;Meaning:</source>
        <translation>&amp;Betekenis:</translation>
    </message>
    <message>
        <location filename="../ui/markerdialog.ui" line="103"/>
        <source>the city Red completes</source>
        <translation>de stad die rood afbouwt</translation>
    </message>
    <message>
        <location filename="../ui/markerdialog.ui" line="113"/>
        <source>Meaning in D&amp;utch:</source>
        <translation>Betekenis in het Ne&amp;derlands:</translation>
    </message>
    <message>
        <location filename="../src/app/editing/markerdialog.cpp" line="35"/>
        <source>Circle</source>
        <translation>Cirkel</translation>
    </message>
    <message>
        <location filename="../src/app/editing/markerdialog.cpp" line="37"/>
        <source>Square</source>
        <translation>Vierkant</translation>
    </message>
    <message>
        <location filename="../src/app/editing/markerdialog.cpp" line="39"/>
        <source>Triangle</source>
        <translation>Driehoek</translation>
    </message>
    <message>
        <location filename="../src/app/editing/markerdialog.cpp" line="41"/>
        <source>Cross</source>
        <translation>Kruis</translation>
    </message>
    <message>
        <location filename="../src/app/editing/markerdialog.cpp" line="85"/>
        <source>A circle or a square needs a text; only a triangle or a cross may go without.</source>
        <translation>Een cirkel of een vierkant heeft een tekst nodig; alleen een driehoek of een kruis kan zonder.</translation>
    </message>
</context>
<context>
    <name>ml::MovePanel</name>
    <message>
        <location filename="../src/app/explore/movepanel.cpp" line="114"/>
        <source>The move cannot be removed: %1</source>
        <translation>De beurt kan niet worden verwijderd: %1</translation>
    </message>
    <message>
        <location filename="../src/app/explore/movepanel.cpp" line="123"/>
        <source>Move %1 cannot be removed alone, a later move depends on it: %2</source>
        <translation>Beurt %1 kan niet alleen worden verwijderd, een latere beurt hangt ervan af: %2</translation>
    </message>
    <message>
        <location filename="../src/app/explore/movepanel.cpp" line="134"/>
        <source>%1. %2: tile %3 at %4,%5</source>
        <translation>%1. %2: tegel %3 op %4,%5</translation>
    </message>
    <message>
        <location filename="../src/app/explore/movepanel.cpp" line="141"/>
        <source>%1. %2: castle %3 at %4,%5</source>
        <translation>%1. %2: burcht %3 op %4,%5</translation>
    </message>
    <message>
        <location filename="../src/app/explore/movepanel.cpp" line="148"/>
        <source>%1. %2: discards %3</source>
        <translation>%1. %2: legt %3 terzijde</translation>
    </message>
    <message>
        <location filename="../src/app/explore/movepanel.cpp" line="151"/>
        <source>, %1 under the hill</source>
        <translation>, %1 onder de heuvel</translation>
    </message>
    <message>
        <location filename="../src/app/explore/movepanel.cpp" line="153"/>
        <source>, %1 on %2</source>
        <translation>, %1 op %2</translation>
    </message>
    <message>
        <location filename="../src/app/explore/movepanel.cpp" line="155"/>
        <source>, %1</source>
        <translation>, %1</translation>
    </message>
    <message>
        <location filename="../src/app/explore/movepanel.cpp" line="156"/>
        <source> (second tile, builder)</source>
        <translation> (tweede tegel, bouwmeester)</translation>
    </message>
    <message>
        <location filename="../src/app/explore/movepanel.cpp" line="168"/>
        <source>None</source>
        <translation>Geen</translation>
    </message>
    <message>
        <location filename="../src/app/explore/movepanel.cpp" line="200"/>
        <source>Recording move %1 again. %2</source>
        <translation>Beurt %1 wordt opnieuw vastgelegd. %2</translation>
    </message>
    <message>
        <location filename="../src/app/explore/movepanel.cpp" line="216"/>
        <source>The tile fits nowhere on the board: it is put aside and the player draws again (R-BASE-4).</source>
        <translation>De tegel past nergens op het speelveld: hij wordt terzijde gelegd en de speler trekt opnieuw (R-BASE-4).</translation>
    </message>
    <message>
        <location filename="../src/app/explore/movepanel.cpp" line="232"/>
        <source>%1&apos;s builder: a double turn</source>
        <translation>Bouwmeester van %1: een dubbele beurt</translation>
    </message>
    <message>
        <location filename="../src/app/explore/movepanel.cpp" line="246"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../src/app/explore/movepanel.cpp" line="247"/>
        <source>no goods</source>
        <comment>goods tokens</comment>
        <translation>geen handelswaar</translation>
    </message>
    <message>
        <location filename="../src/app/explore/movepanel.cpp" line="249"/>
        <source>Goods held (R-TB-4):</source>
        <translation>Handelswaar in bezit (R-TB-4):</translation>
    </message>
    <message>
        <location filename="../ui/movepanel.ui" line="6"/>
        <source>Record moves</source>
        <translation>Beurten vastleggen</translation>
    </message>
    <message>
        <location filename="../ui/movepanel.ui" line="28"/>
        <source>Player:</source>
        <translation>Speler:</translation>
    </message>
    <message>
        <location filename="../ui/movepanel.ui" line="44"/>
        <source>Tile:</source>
        <translation>Tegel:</translation>
    </message>
    <message>
        <location filename="../ui/movepanel.ui" line="64"/>
        <source>Tile under the hill:</source>
        <translation>Tegel onder de heuvel:</translation>
    </message>
    <message>
        <location filename="../ui/movepanel.ui" line="89"/>
        <source>Builder&apos;s double turn</source>
        <translation>Dubbele beurt van de bouwmeester</translation>
    </message>
    <message>
        <location filename="../ui/movepanel.ui" line="95"/>
        <source>Second tile (builder)</source>
        <translation>Tweede tegel (bouwmeester)</translation>
    </message>
    <message>
        <location filename="../ui/movepanel.ui" line="98"/>
        <source>The same player draws and places another tile (R-TB-10).</source>
        <translation>Dezelfde speler trekt en legt nog een tegel (R-TB-10).</translation>
    </message>
    <message>
        <location filename="../ui/movepanel.ui" line="105"/>
        <source>Next player</source>
        <translation>Volgende speler</translation>
    </message>
    <message>
        <location filename="../ui/movepanel.ui" line="108"/>
        <source>The double turn is declined: the next player in seating order plays.</source>
        <translation>De dubbele beurt wordt overgeslagen: de volgende speler in de zitvolgorde is aan de beurt.</translation>
    </message>
    <message>
        <location filename="../ui/movepanel.ui" line="118"/>
        <source>Discard tile</source>
        <translation>Tegel terzijde leggen</translation>
    </message>
    <message>
        <location filename="../ui/movepanel.ui" line="153"/>
        <source>Token drawn:</source>
        <translation>Getrokken fiche:</translation>
    </message>
    <message>
        <location filename="../ui/movepanel.ui" line="164"/>
        <source>At random</source>
        <translation>Willekeurig</translation>
    </message>
    <message>
        <location filename="../ui/movepanel.ui" line="189"/>
        <source>Wolf</source>
        <translation>Wolf</translation>
    </message>
    <message>
        <location filename="../ui/movepanel.ui" line="201"/>
        <source>Start the move again</source>
        <translation>Beurt opnieuw beginnen</translation>
    </message>
    <message>
        <location filename="../ui/movepanel.ui" line="220"/>
        <source>Recorded moves:</source>
        <translation>Vastgelegde beurten:</translation>
    </message>
    <message>
        <location filename="../ui/movepanel.ui" line="208"/>
        <source>Remove last move</source>
        <translation>Laatste beurt verwijderen</translation>
    </message>
    <message>
        <location filename="../ui/movepanel.ui" line="232"/>
        <source>Remove</source>
        <translation>Verwijderen</translation>
    </message>
    <message>
        <location filename="../ui/movepanel.ui" line="243"/>
        <source>Remove with later moves</source>
        <translation>Verwijderen met latere beurten</translation>
    </message>
    <message>
        <location filename="../ui/movepanel.ui" line="250"/>
        <source>Record again</source>
        <translation>Opnieuw vastleggen</translation>
    </message>
</context>
<context>
    <name>ml::MoveTool</name>
    <message>
        <location filename="../src/app/explore/movetool.cpp" line="28"/>
        <source>There is no board.</source>
        <translation>Er is geen bord.</translation>
    </message>
    <message>
        <location filename="../src/app/explore/movetool.cpp" line="39"/>
        <source>The game is over (the board says &quot;end&quot;): no move can follow.</source>
        <translation>Het spel is voorbij (het bord zegt &quot;end&quot;): er kan geen beurt meer volgen.</translation>
    </message>
    <message>
        <location filename="../src/app/explore/movetool.cpp" line="46"/>
        <source>The moves do not replay (%1): remove or fix the move first.</source>
        <translation>De beurten laten zich niet naspelen (%1): verwijder of herstel eerst de beurt.</translation>
    </message>
    <message>
        <location filename="../src/app/explore/movetool.cpp" line="65"/>
        <source>Add a player first: every move has a player.</source>
        <translation>Voeg eerst een speler toe: elke beurt hoort bij een speler.</translation>
    </message>
    <message>
        <location filename="../src/app/explore/movetool.cpp" line="124"/>
        <source>Pick the tile %1 draws.</source>
        <translation>Kies de tegel die %1 trekt.</translation>
    </message>
    <message>
        <location filename="../src/app/explore/movetool.cpp" line="127"/>
        <source>Click where %1 places castle %2 from the hand; R turns it.</source>
        <translation>Klik waar %1 burcht %2 uit de hand legt; R draait hem.</translation>
    </message>
    <message>
        <location filename="../src/app/explore/movetool.cpp" line="129"/>
        <source>Click where %1 places tile %2; R turns it.</source>
        <translation>Klik waar %1 tegel %2 legt; R draait hem.</translation>
    </message>
    <message>
        <location filename="../src/app/explore/movetool.cpp" line="130"/>
        <source>The builder gives %1 a second tile. %2</source>
        <translation>De bouwmeester geeft %1 een tweede tegel. %2</translation>
    </message>
    <message>
        <location filename="../src/app/explore/movetool.cpp" line="133"/>
        <source>A magic action is due: click the road or city where the %1 goes, or remove it.</source>
        <translation>Er moet een magische actie volgen: klik op de weg of stad waar de %1 heen gaat, of haal hem weg.</translation>
    </message>
    <message>
        <location filename="../src/app/explore/movetool.cpp" line="135"/>
        <source>witch</source>
        <translation>heks</translation>
    </message>
    <message>
        <location filename="../src/app/explore/movetool.cpp" line="135"/>
        <source>mage</source>
        <translation>tovenaar</translation>
    </message>
    <message>
        <location filename="../src/app/explore/movetool.cpp" line="138"/>
        <source>Click the part of the new tile where the figure stands, or press its number: %1 · 0 no figure.</source>
        <translation>Klik op het deel van de nieuwe tegel waar het speelstuk komt, of druk op het nummer: %1 · 0 geen speelstuk.</translation>
    </message>
    <message>
        <location filename="../src/app/explore/movetool.cpp" line="141"/>
        <source>Click the part of the new tile where the figure stands, or choose no figure.</source>
        <translation>Klik op het deel van de nieuwe tegel waar het speelstuk komt, of kies geen speelstuk.</translation>
    </message>
    <message>
        <location filename="../src/app/explore/movetool.cpp" line="143"/>
        <source>The flock action is due: grow or stable.</source>
        <translation>De actie met de kudde moet volgen: uitbreiden of naar de stal.</translation>
    </message>
    <message>
        <location filename="../src/app/explore/movetool.cpp" line="145"/>
        <source>The move is complete.</source>
        <translation>De beurt is compleet.</translation>
    </message>
    <message>
        <location filename="../src/app/explore/movetool.cpp" line="189"/>
        <source>The tile is already placed.</source>
        <translation>De tegel ligt al.</translation>
    </message>
    <message>
        <location filename="../src/app/explore/movetool.cpp" line="190"/>
        <location filename="../src/app/explore/movetool.cpp" line="328"/>
        <source>Pick a tile first.</source>
        <translation>Kies eerst een tegel.</translation>
    </message>
    <message>
        <location filename="../src/app/explore/movetool.cpp" line="204"/>
        <source>The tile cannot be discarded: %1</source>
        <translation>De tegel kan niet terzijde worden gelegd: %1</translation>
    </message>
    <message>
        <location filename="../src/app/explore/movetool.cpp" line="341"/>
        <location filename="../src/app/explore/movetoolinput.cpp" line="81"/>
        <source>Tile %1 cannot go at %2,%3: %4</source>
        <translation>Tegel %1 kan niet op %2,%3: %4</translation>
    </message>
    <message>
        <location filename="../src/app/explore/movetool.cpp" line="401"/>
        <source>%1 cannot go there: %2</source>
        <translation>%1 kan daar niet staan: %2</translation>
    </message>
    <message>
        <location filename="../src/app/explore/movetool.cpp" line="417"/>
        <source>%1 cannot be removed: %2</source>
        <translation>%1 kan niet van het bord: %2</translation>
    </message>
    <message>
        <location filename="../src/app/explore/movetool.cpp" line="459"/>
        <source>%1 cannot stand there: %2</source>
        <translation>%1 kan daar niet staan: %2</translation>
    </message>
    <message>
        <location filename="../src/app/explore/movetoolinput.cpp" line="133"/>
        <source>Tile %1 has no spot %2: %3</source>
        <translation>Tegel %1 heeft geen plek %2: %3</translation>
    </message>
    <message>
        <location filename="../src/app/explore/movetool.cpp" line="361"/>
        <source>The tile is refused: %1</source>
        <translation>De tegel wordt geweigerd: %1</translation>
    </message>
    <message>
        <location filename="../src/app/explore/movetool.cpp" line="388"/>
        <source>Click a road or a city.</source>
        <translation>Klik op een weg of een stad.</translation>
    </message>
    <message>
        <location filename="../src/app/explore/movetool.cpp" line="439"/>
        <source>There is nothing to stand on here.</source>
        <translation>Hier kan geen speelstuk staan.</translation>
    </message>
    <message>
        <location filename="../src/app/explore/movetool.cpp" line="538"/>
        <source>The move is refused: %1</source>
        <translation>De beurt wordt geweigerd: %1</translation>
    </message>
    <message>
        <location filename="../src/app/explore/movetool.cpp" line="543"/>
        <source>Move %1 recorded. %2</source>
        <translation>Beurt %1 vastgelegd. %2</translation>
    </message>
    <message>
        <location filename="../src/app/explore/movetoolinput.cpp" line="79"/>
        <source>Tile %1 fits at %2,%3.</source>
        <translation>Tegel %1 past op %2,%3.</translation>
    </message>
</context>
<context>
    <name>ml::OptionText</name>
    <message>
        <location filename="../src/editor/optiontext.cpp" line="9"/>
        <source>Points for a two-tile city</source>
        <translation>Punten voor een stad van twee tegels</translation>
    </message>
    <message>
        <location filename="../src/editor/optiontext.cpp" line="10"/>
        <source>Farmers score</source>
        <translation>Telling van de boeren</translation>
    </message>
    <message>
        <location filename="../src/editor/optiontext.cpp" line="11"/>
        <source>Hill tie-break</source>
        <translation>Heuvel bij gelijkspel</translation>
    </message>
    <message>
        <location filename="../src/editor/optiontext.cpp" line="12"/>
        <source>Shepherd action</source>
        <translation>Actie van de herder</translation>
    </message>
    <message>
        <location filename="../src/editor/optiontext.cpp" line="13"/>
        <source>A castle tile counts as</source>
        <translation>Een burchttegel telt als</translation>
    </message>
    <message>
        <location filename="../src/editor/optiontext.cpp" line="14"/>
        <source>Game end with castles</source>
        <translation>Einde van het spel met burchten</translation>
    </message>
    <message>
        <location filename="../src/editor/optiontext.cpp" line="15"/>
        <source>Witch halves the castle bonus</source>
        <translation>Heks halveert de bonuspunten van de burcht</translation>
    </message>
    <message>
        <location filename="../src/editor/optiontext.cpp" line="16"/>
        <source>A large meeple on a hill counts as</source>
        <translation>Een grote meeple op een heuvel telt als</translation>
    </message>
    <message>
        <location filename="../src/editor/optiontext.cpp" line="17"/>
        <source>Second part of a double turn</source>
        <translation>Tweede deel van een dubbele beurt</translation>
    </message>
    <message>
        <location filename="../src/editor/optiontext.cpp" line="24"/>
        <source>per field</source>
        <comment>farmers option</comment>
        <translation>per weide</translation>
    </message>
    <message>
        <location filename="../src/editor/optiontext.cpp" line="25"/>
        <source>per field, each city once</source>
        <comment>farmers option</comment>
        <translation>per weide, elke stad één keer</translation>
    </message>
    <message>
        <location filename="../src/editor/optiontext.cpp" line="26"/>
        <source>per city</source>
        <comment>farmers option</comment>
        <translation>per stad</translation>
    </message>
    <message>
        <location filename="../src/editor/optiontext.cpp" line="28"/>
        <source>a meeple on a hill</source>
        <comment>hill tie-break option</comment>
        <translation>een meeple op een heuvel</translation>
    </message>
    <message>
        <location filename="../src/editor/optiontext.cpp" line="29"/>
        <source>most meeples on hills</source>
        <comment>hill tie-break option</comment>
        <translation>de meeste meeples op heuvels</translation>
    </message>
    <message>
        <location filename="../src/editor/optiontext.cpp" line="31"/>
        <source>required</source>
        <comment>shepherd action option</comment>
        <translation>verplicht</translation>
    </message>
    <message>
        <location filename="../src/editor/optiontext.cpp" line="32"/>
        <source>optional</source>
        <comment>shepherd action option</comment>
        <translation>naar keuze</translation>
    </message>
    <message>
        <location filename="../src/editor/optiontext.cpp" line="35"/>
        <source>two cells</source>
        <comment>castle count option</comment>
        <translation>twee vakken</translation>
    </message>
    <message>
        <location filename="../src/editor/optiontext.cpp" line="36"/>
        <source>one tile</source>
        <comment>castle count option</comment>
        <translation>één tegel</translation>
    </message>
    <message>
        <location filename="../src/editor/optiontext.cpp" line="40"/>
        <source>play on while castles can be placed</source>
        <comment>castle end option</comment>
        <translation>doorspelen zolang er burchten aangelegd kunnen worden</translation>
    </message>
    <message>
        <location filename="../src/editor/optiontext.cpp" line="41"/>
        <source>end with the last tile of the stack</source>
        <comment>castle end option</comment>
        <translation>einde na de laatste tegel van de stapel</translation>
    </message>
    <message>
        <location filename="../src/editor/optiontext.cpp" line="43"/>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location filename="../src/editor/optiontext.cpp" line="44"/>
        <source>no</source>
        <translation>nee</translation>
    </message>
    <message>
        <location filename="../src/editor/optiontext.cpp" line="48"/>
        <source>one figure</source>
        <comment>large meeple on a hill option</comment>
        <translation>één speelstuk</translation>
    </message>
    <message>
        <location filename="../src/editor/optiontext.cpp" line="50"/>
        <source>two, as in a majority</source>
        <comment>large meeple on a hill option</comment>
        <translation>twee, zoals bij een meerderheid</translation>
    </message>
    <message>
        <location filename="../src/editor/optiontext.cpp" line="54"/>
        <source>a drawn tile or a castle from hand</source>
        <comment>double turn castle option</comment>
        <translation>een getrokken tegel of een burcht uit de hand</translation>
    </message>
    <message>
        <location filename="../src/editor/optiontext.cpp" line="55"/>
        <source>a drawn tile only</source>
        <comment>double turn castle option</comment>
        <translation>alleen een getrokken tegel</translation>
    </message>
    <message>
        <location filename="../src/editor/optiontext.cpp" line="63"/>
        <source>%1: %2</source>
        <extracomment>a rules option and its value, e.g. &quot;Hill tie-break: most meeples on hills&quot;</extracomment>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>ml::OutlookDock</name>
    <message>
        <location filename="../src/app/explore/outlookdock.cpp" line="81"/>
        <source>Outlook</source>
        <translation>Vooruitblik</translation>
    </message>
    <message>
        <location filename="../src/app/explore/outlookdock.cpp" line="82"/>
        <source>If the game ended now</source>
        <translation>Als het spel nu eindigde</translation>
    </message>
    <message>
        <location filename="../src/app/explore/outlookdock.cpp" line="83"/>
        <source>Projected final scores</source>
        <translation>Verwachte eindstand</translation>
    </message>
    <message>
        <location filename="../src/app/explore/outlookdock.cpp" line="84"/>
        <source>Open feature</source>
        <translation>Onafgebouwd project</translation>
    </message>
    <message>
        <location filename="../src/app/explore/outlookdock.cpp" line="84"/>
        <source>Who</source>
        <translation>Wie</translation>
    </message>
    <message>
        <location filename="../src/app/explore/outlookdock.cpp" line="84"/>
        <source>Points</source>
        <translation>Punten</translation>
    </message>
    <message>
        <location filename="../src/app/explore/outlookdock.cpp" line="85"/>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <location filename="../src/app/explore/outlookdock.cpp" line="85"/>
        <source>Now</source>
        <translation>Nu</translation>
    </message>
    <message>
        <location filename="../src/app/explore/outlookdock.cpp" line="85"/>
        <source>Open features</source>
        <translation>Onafgebouwde projecten</translation>
    </message>
    <message>
        <location filename="../src/app/explore/outlookdock.cpp" line="85"/>
        <source>Projected</source>
        <translation>Verwacht</translation>
    </message>
    <message>
        <location filename="../src/app/explore/outlookdock.cpp" line="96"/>
        <source>The game is over: the final scoring has run.</source>
        <translation>Het spel is afgelopen: de eindtelling is gedaan.</translation>
    </message>
    <message>
        <location filename="../src/app/explore/outlookdock.cpp" line="99"/>
        <source>No figure stands on an open feature.</source>
        <translation>Er staat geen speelstuk op een onafgebouwd project.</translation>
    </message>
    <message>
        <location filename="../src/app/explore/outlookdock.cpp" line="107"/>
        <source>%1 at %2</source>
        <comment>feature title, its first cell</comment>
        <translation>%1 op %2</translation>
    </message>
    <message>
        <location filename="../src/app/explore/outlookdock.cpp" line="109"/>
        <source>nobody</source>
        <translation>niemand</translation>
    </message>
</context>
<context>
    <name>ml::PictureExports</name>
    <message>
        <location filename="../src/app/window/pictureexports.cpp" line="107"/>
        <source>board</source>
        <comment>default name of an exported picture</comment>
        <translation>bord</translation>
    </message>
    <message>
        <location filename="../src/app/window/pictureexports.cpp" line="297"/>
        <source>Export failed</source>
        <translation>Exporteren mislukt</translation>
    </message>
    <message>
        <location filename="../src/app/window/pictureexports.cpp" line="298"/>
        <source>The picture could not be saved: %1</source>
        <translation>De afbeelding kon niet worden bewaard: %1</translation>
    </message>
    <message>
        <location filename="../src/app/window/pictureexports.cpp" line="356"/>
        <source>cannot write %1</source>
        <translation>%1 kan niet worden geschreven</translation>
    </message>
    <message>
        <location filename="../src/app/window/pictureexports.cpp" line="357"/>
        <source>cannot write %1: %2</source>
        <translation>%1 kan niet worden geschreven: %2</translation>
    </message>
    <message>
        <location filename="../src/app/window/pictureexports.cpp" line="374"/>
        <source>The selected tiles are on the clipboard</source>
        <translation>De geselecteerde tegels staan op het klembord</translation>
    </message>
    <message>
        <location filename="../src/app/window/pictureexports.cpp" line="375"/>
        <source>The board is on the clipboard</source>
        <translation>Het bord staat op het klembord</translation>
    </message>
    <message>
        <location filename="../src/app/window/pictureexports.cpp" line="406"/>
        <source>Printing failed</source>
        <translation>Afdrukken mislukt</translation>
    </message>
    <message>
        <location filename="../src/app/window/pictureexports.cpp" line="406"/>
        <source>The board could not be printed.</source>
        <translation>Het bord kon niet worden afgedrukt.</translation>
    </message>
    <message>
        <location filename="../src/app/window/pictureexports.cpp" line="468"/>
        <source>PNG image (*.png)</source>
        <translation>PNG-afbeelding (*.png)</translation>
    </message>
    <message>
        <location filename="../src/app/window/pictureexports.cpp" line="469"/>
        <source>SVG drawing (*.svg)</source>
        <translation>SVG-tekening (*.svg)</translation>
    </message>
    <message>
        <location filename="../src/app/window/pictureexports.cpp" line="471"/>
        <source>PDF document (*.pdf)</source>
        <translation>PDF-document (*.pdf)</translation>
    </message>
    <message>
        <location filename="../src/app/window/pictureexports.cpp" line="472"/>
        <source>Export PDF</source>
        <translation>Exporteren als PDF</translation>
    </message>
    <message>
        <location filename="../src/app/window/pictureexports.cpp" line="473"/>
        <source>Export this step</source>
        <translation>Deze stap exporteren</translation>
    </message>
    <message>
        <location filename="../src/app/window/pictureexports.cpp" line="474"/>
        <source>Export picture</source>
        <translation>Afbeelding exporteren</translation>
    </message>
    <message>
        <location filename="../src/app/window/pictureexports.cpp" line="504"/>
        <source>The wiki line is on the clipboard: %1</source>
        <translation>De wiki-regel staat op het klembord: %1</translation>
    </message>
    <message>
        <location filename="../src/app/window/pictureexports.cpp" line="520"/>
        <source>Export all steps</source>
        <translation>Alle stappen exporteren</translation>
    </message>
    <message>
        <location filename="../src/app/window/pictureexports.cpp" line="521"/>
        <source>PNG image, the steps in a grid (*.png)</source>
        <translation>PNG-afbeelding, de stappen in een raster (*.png)</translation>
    </message>
    <message>
        <location filename="../src/app/window/pictureexports.cpp" line="522"/>
        <source>SVG drawing, the steps in a grid (*.svg)</source>
        <translation>SVG-tekening, de stappen in een raster (*.svg)</translation>
    </message>
    <message>
        <location filename="../src/app/window/pictureexports.cpp" line="523"/>
        <source>PDF document, a step on each page (*.pdf)</source>
        <translation>PDF-document, een stap per pagina (*.pdf)</translation>
    </message>
</context>
<context>
    <name>ml::PlayersDock</name>
    <message>
        <location filename="../src/app/editing/playersdock.cpp" line="86"/>
        <source>Double-click to choose another colour</source>
        <translation>Dubbelklik om een andere kleur te kiezen</translation>
    </message>
    <message>
        <location filename="../src/app/editing/playersdock.cpp" line="141"/>
        <source>Cannot change the player: %1</source>
        <translation>De speler kan niet worden gewijzigd: %1</translation>
    </message>
    <message>
        <location filename="../src/app/editing/playersdock.cpp" line="149"/>
        <source>Player colour</source>
        <translation>Kleur van de speler</translation>
    </message>
    <message>
        <location filename="../src/app/editing/playersdock.cpp" line="170"/>
        <source>Six players is the most a board may have here.</source>
        <translation>Een bord heeft hier hoogstens zes spelers.</translation>
    </message>
    <message>
        <location filename="../src/app/editing/playersdock.cpp" line="179"/>
        <source>Cannot remove the player: %1</source>
        <translation>De speler kan niet worden verwijderd: %1</translation>
    </message>
    <message>
        <location filename="../src/app/editing/playersdock.cpp" line="184"/>
        <location filename="../src/app/editing/playersdock.cpp" line="185"/>
        <source>Players</source>
        <translation>Spelers</translation>
    </message>
    <message>
        <location filename="../src/app/editing/playersdock.cpp" line="189"/>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <location filename="../src/app/editing/playersdock.cpp" line="189"/>
        <source>Name</source>
        <translation>Naam</translation>
    </message>
    <message>
        <location filename="../src/app/editing/playersdock.cpp" line="189"/>
        <source>Colour</source>
        <translation>Kleur</translation>
    </message>
    <message>
        <location filename="../src/app/editing/playersdock.cpp" line="189"/>
        <source>Start score</source>
        <translation>Beginscore</translation>
    </message>
    <message>
        <location filename="../src/app/editing/playersdock.cpp" line="189"/>
        <source>Castles</source>
        <comment>castles in hand</comment>
        <translation>Burchten</translation>
    </message>
    <message>
        <location filename="../src/app/editing/playersdock.cpp" line="191"/>
        <source>Points the player has before the first move</source>
        <translation>De punten die de speler heeft voor de eerste beurt</translation>
    </message>
    <message>
        <location filename="../src/app/editing/playersdock.cpp" line="193"/>
        <source>The castles the player holds in hand, by tile id (GC-1 to GC-6), separated by commas</source>
        <translation>De burchten die de speler in de hand heeft, met hun tegel-id (GC-1 tot GC-6), gescheiden door komma&apos;s</translation>
    </message>
    <message>
        <location filename="../src/app/editing/playersdock.cpp" line="195"/>
        <source>Add player</source>
        <translation>Speler toevoegen</translation>
    </message>
    <message>
        <location filename="../src/app/editing/playersdock.cpp" line="196"/>
        <source>Remove player</source>
        <translation>Speler verwijderen</translation>
    </message>
</context>
<context>
    <name>ml::PuzzleAnswerFields</name>
    <message>
        <location filename="../src/app/puzzles/puzzleanswerfields.cpp" line="129"/>
        <source>%1°</source>
        <translation>%1°</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzleanswerfields.cpp" line="141"/>
        <source>No figure</source>
        <translation>Geen speelstuk</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzleanswerfields.cpp" line="149"/>
        <source>Shepherd</source>
        <translation>Herder</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzleanswerfields.cpp" line="151"/>
        <source>Meeple</source>
        <translation>Meeple</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzleanswerfields.cpp" line="31"/>
        <source>road</source>
        <translation>weg</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzleanswerfields.cpp" line="32"/>
        <source>city</source>
        <translation>stad</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzleanswerfields.cpp" line="33"/>
        <source>field</source>
        <translation>weide</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzleanswerfields.cpp" line="34"/>
        <source>monastery</source>
        <translation>klooster</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzleanswerfields.cpp" line="35"/>
        <source>castle</source>
        <translation>burcht</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzleanswerfields.cpp" line="36"/>
        <source>river</source>
        <translation>rivier</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzleanswerfields.cpp" line="37"/>
        <source>garden</source>
        <translation>tuin</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzleanswerfields.cpp" line="107"/>
        <location filename="../src/app/puzzles/puzzleanswerfields.cpp" line="132"/>
        <source>Points of %1</source>
        <comment>a puzzle&apos;s answer field</comment>
        <translation>Punten van %1</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzleanswerfields.cpp" line="150"/>
        <source>Abbot</source>
        <translation>Abt</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzleanswerfields.cpp" line="153"/>
        <source>%1 on the %2 (%3)</source>
        <translation>%1 op: %2 (%3)</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzleanswerfields.cpp" line="159"/>
        <source>Take the abbot back</source>
        <translation>De abt terugnemen</translation>
    </message>
</context>
<context>
    <name>ml::PuzzleAnswerFlag</name>
    <message>
        <location filename="../src/app/puzzles/puzzleanswerflag.cpp" line="61"/>
        <source>&amp;Update the answer</source>
        <translation>Antwoord &amp;bijwerken</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzleanswerflag.cpp" line="62"/>
        <source>Store the answer the rules give for the board as it is now</source>
        <translation>Sla het antwoord op dat de spelregels geven voor het bord zoals het nu is</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzleanswerflag.cpp" line="63"/>
        <source>&amp;Keep it</source>
        <translation>&amp;Laten staan</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzleanswerflag.cpp" line="64"/>
        <source>Leave the stored answer as it is; the warning comes back after the next edit that leaves it wrong</source>
        <translation>Laat het opgeslagen antwoord zoals het is; de waarschuwing komt terug na de volgende wijziging waarna het niet klopt</translation>
    </message>
</context>
<context>
    <name>ml::PuzzleAnswerText</name>
    <message>
        <location filename="../src/app/puzzles/puzzleanswertext.cpp" line="14"/>
        <source>Final scores</source>
        <translation>Eindstand</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzleanswertext.cpp" line="16"/>
        <source>Scores of the last move</source>
        <translation>Punten van de laatste beurt</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzleanswertext.cpp" line="18"/>
        <source>Best move</source>
        <translation>Beste zet</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzleanswertext.cpp" line="22"/>
        <source>Free question</source>
        <translation>Open vraag</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzleanswertext.cpp" line="36"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzleanswertext.cpp" line="45"/>
        <source>witch</source>
        <translation>heks</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzleanswertext.cpp" line="45"/>
        <source>mage</source>
        <translation>tovenaar</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzleanswertext.cpp" line="55"/>
        <source>, %1 taken off the board</source>
        <translation>, %1 van het speelveld gehaald</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzleanswertext.cpp" line="52"/>
        <source>%1 turned %2°</source>
        <comment>cell, degrees</comment>
        <translation>%1 %2° gedraaid</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzleanswertext.cpp" line="57"/>
        <source>, %1 to %2 %3</source>
        <comment>magic figure, cell, location</comment>
        <translation>, %1 naar %2 %3</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzleanswertext.cpp" line="61"/>
        <source>, take the abbot back</source>
        <translation>, de abt terugnemen</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzleanswertext.cpp" line="63"/>
        <source>, no figure</source>
        <translation>, geen speelstuk</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzleanswertext.cpp" line="65"/>
        <source>shepherd</source>
        <translation>herder</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzleanswertext.cpp" line="66"/>
        <source>abbot</source>
        <translation>abt</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzleanswertext.cpp" line="67"/>
        <source>meeple</source>
        <translation>meeple</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzleanswertext.cpp" line="68"/>
        <source>, %1 on %2</source>
        <translation>, %1 op %2</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzleanswertext.cpp" line="70"/>
        <source>, then grow the flock</source>
        <translation>, dan de kudde uitbreiden</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzleanswertext.cpp" line="71"/>
        <source>, then drive the flock to the stable</source>
        <translation>, dan de kudde naar de stal drijven</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzleanswertext.cpp" line="87"/>
        <source>Gain over the others: %1</source>
        <translation>Voorsprong op de anderen: %1</translation>
    </message>
</context>
<context>
    <name>ml::PuzzleAnswerWatch</name>
    <message>
        <location filename="../src/editor/puzzleanswerwatch.cpp" line="59"/>
        <source>the rules give no answer on this board</source>
        <translation>de spelregels geven geen antwoord op dit bord</translation>
    </message>
</context>
<context>
    <name>ml::PuzzleAuthorDialog</name>
    <message>
        <location filename="../ui/puzzleauthordialog.ui" line="14"/>
        <source>Puzzle</source>
        <translation>Puzzel</translation>
    </message>
    <message>
        <location filename="../ui/puzzleauthordialog.ui" line="25"/>
        <source>&amp;Kind:</source>
        <translation>&amp;Soort:</translation>
    </message>
    <message>
        <location filename="../ui/puzzleauthordialog.ui" line="41"/>
        <source>&amp;Player to move:</source>
        <translation>&amp;Speler aan de beurt:</translation>
    </message>
    <message>
        <location filename="../ui/puzzleauthordialog.ui" line="57"/>
        <source>&amp;Tile to place:</source>
        <translation>&amp;Te leggen tegel:</translation>
    </message>
    <message>
        <location filename="../ui/puzzleauthordialog.ui" line="73"/>
        <source>Question</source>
        <translation>Vraag</translation>
    </message>
    <message>
        <location filename="../ui/puzzleauthordialog.ui" line="78"/>
        <source>Hints</source>
        <translation>Tips</translation>
    </message>
    <message>
        <location filename="../ui/puzzleauthordialog.ui" line="127"/>
        <source>Explanation</source>
        <translation>Uitleg</translation>
    </message>
    <message>
        <location filename="../ui/puzzleauthordialog.ui" line="132"/>
        <source>Written answer</source>
        <translation>Geschreven antwoord</translation>
    </message>
    <message>
        <location filename="../ui/puzzleauthordialog.ui" line="88"/>
        <source>English</source>
        <translation>Engels</translation>
    </message>
    <message>
        <location filename="../ui/puzzleauthordialog.ui" line="93"/>
        <source>Dutch</source>
        <translation>Nederlands</translation>
    </message>
    <message>
        <location filename="../ui/puzzleauthordialog.ui" line="103"/>
        <source>&amp;Add hint</source>
        <translation>Tip &amp;toevoegen</translation>
    </message>
    <message>
        <location filename="../ui/puzzleauthordialog.ui" line="110"/>
        <source>&amp;Remove hint</source>
        <translation>Tip &amp;verwijderen</translation>
    </message>
    <message>
        <location filename="../ui/puzzleauthordialog.ui" line="148"/>
        <source>Answer key</source>
        <translation>Antwoord</translation>
    </message>
    <message>
        <location filename="../ui/puzzleauthordialog.ui" line="157"/>
        <source>&amp;Compute answer</source>
        <translation>Antwoord &amp;berekenen</translation>
    </message>
    <message>
        <location filename="../ui/puzzleauthordialog.ui" line="171"/>
        <source>Stop</source>
        <translation>Stoppen</translation>
    </message>
    <message>
        <location filename="../ui/puzzleauthordialog.ui" line="199"/>
        <source>Accept a&amp;ll of them as right answers</source>
        <translation>A&amp;lle als goed antwoord aanvaarden</translation>
    </message>
    <message>
        <location filename="../ui/puzzleauthordialog.ui" line="206"/>
        <source>Keep the texts, store no answer key yet, and go back to the board</source>
        <translation>De teksten bewaren, nog geen antwoordsleutel opslaan en terug naar het bord</translation>
    </message>
    <message>
        <location filename="../ui/puzzleauthordialog.ui" line="209"/>
        <source>C&amp;hange the board</source>
        <translation>&amp;Het bord aanpassen</translation>
    </message>
    <message>
        <location filename="../ui/puzzleauthordialog.ui" line="231"/>
        <source>Best moves found, with their gain:</source>
        <translation>Gevonden beste zetten, met hun voorsprong:</translation>
    </message>
    <message>
        <location filename="../ui/puzzleauthordialog.ui" line="241"/>
        <source>I have checked this answer against the rules</source>
        <translation>Ik heb dit antwoord aan de spelregels getoetst</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzleauthordialog.cpp" line="232"/>
        <source>Choose a player and a tile first.</source>
        <translation>Kies eerst een speler en een tegel.</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzleauthordialog.cpp" line="234"/>
        <source>A free question has no computed answer: write it on the &quot;Written answer&quot; tab.</source>
        <translation>Een open vraag heeft geen berekend antwoord: schrijf het op het tabblad &quot;Geschreven antwoord&quot;.</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzleauthordialog.cpp" line="260"/>
        <source>The search was stopped; no answer.</source>
        <translation>Het zoeken is gestopt; geen antwoord.</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzleauthordialog.cpp" line="262"/>
        <source>The tile fits nowhere on this board.</source>
        <translation>De tegel past nergens op dit speelveld.</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzleauthordialog.cpp" line="301"/>
        <source>The best move is unique: the puzzle has one right answer.</source>
        <translation>De beste zet is de enige: de puzzel heeft één goed antwoord.</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzleauthordialog.cpp" line="304"/>
        <source>Accept all of them as right answers, or change the board so that one stands out.</source>
        <translation>Aanvaard ze allemaal als goed antwoord, of pas het bord aan zodat er één de beste is.</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzleauthordialog.cpp" line="315"/>
        <source>%1. gain %2: %3</source>
        <translation>%1. voorsprong %2: %3</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzleauthordialog.cpp" line="351"/>
        <source>Write the question in English at least.</source>
        <translation>Schrijf de vraag in elk geval in het Engels.</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzleauthordialog.cpp" line="355"/>
        <source>Write the answer on the &quot;Written answer&quot; tab.</source>
        <translation>Schrijf het antwoord op het tabblad &quot;Geschreven antwoord&quot;.</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzleauthordialog.cpp" line="357"/>
        <source>Compute the answer key with the rules engine.</source>
        <translation>Bereken het antwoord met de spelregels.</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzleauthordialog.cpp" line="359"/>
        <source>Several moves share the best gain: accept all of them, or change the board.</source>
        <translation>Meer zetten hebben dezelfde beste voorsprong: aanvaard ze allemaal, of pas het bord aan.</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzleauthordialog.cpp" line="361"/>
        <source>Check the answer key, then tick the box to confirm it.</source>
        <translation>Controleer het antwoord en vink dan het vakje aan om het te bevestigen.</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzleauthordialog.cpp" line="362"/>
        <source>The board does not replay: %1</source>
        <translation>Het bord laat zich niet naspelen: %1</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzleauthorreview.cpp" line="44"/>
        <source>Checking the answer under the other rules readings…</source>
        <translation>Het antwoord wordt nagegaan onder de andere lezingen van de regels…</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzleauthorreview.cpp" line="69"/>
        <source>• %1 scores at %2, but the figures that score stand on cells a dim annotation fades.</source>
        <translation>• %1 scoort bij %2, maar de speelstukken die scoren staan op vakken die een vervaag-aantekening vervaagt.</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzleauthorreview.cpp" line="71"/>
        <source>• %1 scores at %2, but none of the figures that score stands on the board the solver is shown.</source>
        <translation>• %1 scoort bij %2, maar geen van de speelstukken die scoren staat op het bord dat de oplosser ziet.</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzleauthorreview.cpp" line="76"/>
        <source>The solver cannot answer this from what they see:</source>
        <translation>De oplosser kan dit niet beantwoorden met wat hij ziet:</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzleauthorreview.cpp" line="87"/>
        <source>Hint %1 has no English text: write it, or remove the hint.</source>
        <translation>Tip %1 heeft geen Engelse tekst: schrijf die, of verwijder de tip.</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzleauthorreview.cpp" line="88"/>
        <source>Hint %1 is empty: write it, or remove the row.</source>
        <translation>Tip %1 is leeg: schrijf hem, of verwijder de rij.</translation>
    </message>
</context>
<context>
    <name>ml::PuzzleCollectionBar</name>
    <message>
        <location filename="../ui/puzzlecollectionbar.ui" line="48"/>
        <source>&lt; &amp;Previous</source>
        <translation>&lt; &amp;Vorige</translation>
    </message>
    <message>
        <location filename="../ui/puzzlecollectionbar.ui" line="51"/>
        <source>The previous puzzle of the collection</source>
        <translation>De vorige puzzel van de verzameling</translation>
    </message>
    <message>
        <location filename="../ui/puzzlecollectionbar.ui" line="59"/>
        <source>&amp;Next &gt;</source>
        <translation>Vol&amp;gende &gt;</translation>
    </message>
    <message>
        <location filename="../ui/puzzlecollectionbar.ui" line="62"/>
        <source>The next puzzle of the collection</source>
        <translation>De volgende puzzel van de verzameling</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlecollectionbar.cpp" line="70"/>
        <source>Not from a collection</source>
        <translation>Niet uit een verzameling</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlecollectionbar.cpp" line="73"/>
        <source>Puzzle %1 of %2 · %3</source>
        <translation>Puzzel %1 van %2 · %3</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlecollectionbar.cpp" line="76"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
</context>
<context>
    <name>ml::PuzzleController</name>
    <message>
        <location filename="../src/app/puzzles/puzzlecontroller.cpp" line="91"/>
        <location filename="../src/app/puzzles/puzzlecontroller.cpp" line="272"/>
        <source>Answer not updated</source>
        <translation>Antwoord niet bijgewerkt</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlecontroller.cpp" line="92"/>
        <location filename="../src/app/puzzles/puzzlecontroller.cpp" line="273"/>
        <source>The answer could not be updated: %1</source>
        <translation>Het antwoord kon niet worden bijgewerkt: %1</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlecontroller.cpp" line="101"/>
        <source>&amp;Edit puzzle…</source>
        <translation>Puzzel &amp;bewerken…</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlecontroller.cpp" line="101"/>
        <source>&amp;Make puzzle…</source>
        <translation>Puzzel &amp;maken…</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlecontroller.cpp" line="103"/>
        <source>Sol&amp;ve panel</source>
        <translation>&amp;Oplospaneel</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlecontroller.cpp" line="137"/>
        <source>Puzzle not stored</source>
        <translation>Puzzel niet bewaard</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlecontroller.cpp" line="138"/>
        <source>The board does not take this puzzle: %1</source>
        <translation>Het bord neemt deze puzzel niet aan: %1</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlecontroller.cpp" line="171"/>
        <source>Explore ended: the puzzle on this board is being solved, and stepping would show its answer.</source>
        <translation>Verkennen is gestopt: de puzzel op dit bord wordt opgelost, en stappen zou het antwoord laten zien.</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlecontroller.cpp" line="207"/>
        <source>Not while the puzzle is being solved: %1 would show its answer. Check a right answer or press Reveal first.</source>
        <translation>Niet zolang de puzzel wordt opgelost: %1 zou het antwoord laten zien. Controleer eerst een goed antwoord of druk op Onthullen.</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlecontroller.cpp" line="226"/>
        <source>the board&apos;s moves no longer replay</source>
        <translation>de beurten van het bord laten zich niet meer naspelen</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlecontroller.cpp" line="228"/>
        <source>a turn-scores puzzle needs at least one move</source>
        <translation>een puzzel over de punten van een beurt heeft minstens één beurt nodig</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlecontroller.cpp" line="230"/>
        <source>its tile fits nowhere on the board</source>
        <translation>de tegel past nergens op het speelveld</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlecontroller.cpp" line="231"/>
        <source>After this edit the puzzle has no answer: %1.</source>
        <translation>Na deze wijziging heeft de puzzel geen antwoord: %1.</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlecontroller.cpp" line="233"/>
        <source>This edit changed the answer: the stored answer no longer fits the board.</source>
        <translation>Deze wijziging verandert de oplossing: het opgeslagen antwoord klopt niet meer bij het bord.</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlecontroller.cpp" line="238"/>
        <source>Stored: %1</source>
        <translation>Opgeslagen: %1</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlecontroller.cpp" line="241"/>
        <source>The rules now give: %1</source>
        <translation>Volgens de spelregels nu: %1</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlecontroller.cpp" line="252"/>
        <source>Puzzle answer out of date</source>
        <translation>Antwoord van de puzzel verouderd</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlecontroller.cpp" line="253"/>
        <source>The puzzle&apos;s stored answer no longer fits the board. Update the answer before saving?</source>
        <translation>Het opgeslagen antwoord van de puzzel klopt niet meer bij het bord. Het antwoord bijwerken voor het opslaan?</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlecontroller.cpp" line="255"/>
        <source>After your edits the puzzle has no answer on this board. Save it anyway?</source>
        <translation>Na je wijzigingen heeft de puzzel geen antwoord op dit bord. Toch opslaan?</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlecontroller.cpp" line="261"/>
        <source>&amp;Update the answer and save</source>
        <translation>Antwoord &amp;bijwerken en opslaan</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlecontroller.cpp" line="264"/>
        <source>Save &amp;anyway</source>
        <translation>&amp;Toch opslaan</translation>
    </message>
</context>
<context>
    <name>ml::PuzzleFeedbackText</name>
    <message>
        <location filename="../src/editor/puzzlefeedbacktext.cpp" line="51"/>
        <source>the road at %1</source>
        <translation>de weg bij %1</translation>
    </message>
    <message>
        <location filename="../src/editor/puzzlefeedbacktext.cpp" line="53"/>
        <source>the city at %1</source>
        <translation>de stad bij %1</translation>
    </message>
    <message>
        <location filename="../src/editor/puzzlefeedbacktext.cpp" line="55"/>
        <source>the monastery at %1</source>
        <translation>het klooster bij %1</translation>
    </message>
    <message>
        <location filename="../src/editor/puzzlefeedbacktext.cpp" line="57"/>
        <source>the castle at %1</source>
        <translation>de burcht bij %1</translation>
    </message>
    <message>
        <location filename="../src/editor/puzzlefeedbacktext.cpp" line="59"/>
        <source>the field at %1</source>
        <translation>de weide bij %1</translation>
    </message>
    <message>
        <location filename="../src/editor/puzzlefeedbacktext.cpp" line="61"/>
        <source>the flock at %1</source>
        <translation>de kudde bij %1</translation>
    </message>
    <message>
        <location filename="../src/editor/puzzlefeedbacktext.cpp" line="74"/>
        <source>Not right yet for %1.</source>
        <translation>Nog niet goed voor %1.</translation>
    </message>
    <message>
        <location filename="../src/editor/puzzlefeedbacktext.cpp" line="83"/>
        <location filename="../src/editor/puzzlefeedbacktext.cpp" line="158"/>
        <location filename="../src/editor/puzzlefeedbacktext.cpp" line="173"/>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <location filename="../src/editor/puzzlefeedbacktext.cpp" line="82"/>
        <source>Count again the scorings that give them points or hold a figure of theirs: %1.</source>
        <translation>Tel opnieuw de puntentellingen die hun punten geven of waarin een speelstuk van hen staat: %1.</translation>
    </message>
    <message>
        <location filename="../src/editor/puzzlefeedbacktext.cpp" line="63"/>
        <source>the garden at %1</source>
        <translation>de tuin bij %1</translation>
    </message>
    <message>
        <location filename="../src/editor/puzzlefeedbacktext.cpp" line="87"/>
        <source>Nothing in the final scoring concerns %1: it does not change their score.</source>
        <translation>Niets in de eindtelling gaat over %1: de score verandert er niet door.</translation>
    </message>
    <message>
        <location filename="../src/editor/puzzlefeedbacktext.cpp" line="89"/>
        <source>Nothing in this move concerns %1: they score nothing in it.</source>
        <translation>Niets in deze zet gaat over %1: er komen geen punten bij.</translation>
    </message>
    <message>
        <location filename="../src/editor/puzzlefeedbacktext.cpp" line="102"/>
        <source>%1: you answered %2; the rules give %3, that is %4 before the final scoring and %5 in it.</source>
        <translation>%1: jij antwoordde %2; de regels geven %3, dat is %4 vóór de eindtelling en %5 erin.</translation>
    </message>
    <message>
        <location filename="../src/editor/puzzlefeedbacktext.cpp" line="109"/>
        <source>%1: you answered %2; the rules give %3.</source>
        <translation>%1: jij antwoordde %2; de regels geven %3.</translation>
    </message>
    <message>
        <location filename="../src/editor/puzzlefeedbacktext.cpp" line="117"/>
        <source>The right scoring cannot be stepped through: %1</source>
        <translation>De juiste puntentelling kan niet stap voor stap worden getoond: %1</translation>
    </message>
    <message>
        <location filename="../src/editor/puzzlefeedbacktext.cpp" line="121"/>
        <source>No scoring concerns these players.</source>
        <translation>Geen puntentelling gaat over deze spelers.</translation>
    </message>
    <message>
        <location filename="../src/editor/puzzlefeedbacktext.cpp" line="125"/>
        <source>The scorings that give these players points or hold a figure of theirs, as Explore explains them (a title shows the scoring on the board):</source>
        <translation>De puntentellingen die deze spelers punten geven of waarin een speelstuk van hen staat, zoals Verkennen ze uitlegt (een titel toont de puntentelling op het bord):</translation>
    </message>
    <message>
        <location filename="../src/editor/puzzlefeedbacktext.cpp" line="129"/>
        <source>%1 (about %2)</source>
        <comment>scoring title, missed players</comment>
        <translation>%1 (over %2)</translation>
    </message>
    <message>
        <location filename="../src/editor/puzzlefeedbacktext.cpp" line="163"/>
        <source>Your move, %1, scores nothing this turn: it gains %2 over the others.</source>
        <translation>Jouw zet, %1, scoort deze beurt niets: hij levert %2 voorsprong op de anderen op.</translation>
    </message>
    <message>
        <location filename="../src/editor/puzzlefeedbacktext.cpp" line="164"/>
        <source>The best move, %1, scores nothing this turn: it gains %2 over the others.</source>
        <translation>De beste zet, %1, scoort deze beurt niets: hij levert %2 voorsprong op de anderen op.</translation>
    </message>
    <message>
        <location filename="../src/editor/puzzlefeedbacktext.cpp" line="167"/>
        <source>Your move, %1, gains %2 over the others: %3.</source>
        <translation>Jouw zet, %1, levert %2 voorsprong op de anderen op: %3.</translation>
    </message>
    <message>
        <location filename="../src/editor/puzzlefeedbacktext.cpp" line="168"/>
        <source>The best move, %1, gains %2 over the others: %3.</source>
        <translation>De beste zet, %1, levert %2 voorsprong op de anderen op: %3.</translation>
    </message>
</context>
<context>
    <name>ml::PuzzleFeedbackView</name>
    <message>
        <location filename="../src/app/puzzles/puzzlefeedbackview.cpp" line="91"/>
        <source>&amp;Explain the difference (shows the answer)</source>
        <translation>&amp;Leg het verschil uit (toont het antwoord)</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlefeedbackview.cpp" line="92"/>
        <source>Step through &amp;your move and the best one</source>
        <translation>Stap door &amp;jouw zet en de beste</translation>
    </message>
</context>
<context>
    <name>ml::PuzzleLibraryDialog</name>
    <message>
        <location filename="../ui/puzzlelibrarydialog.ui" line="14"/>
        <source>Puzzle library</source>
        <translation>Puzzelbibliotheek</translation>
    </message>
    <message>
        <location filename="../ui/puzzlelibrarydialog.ui" line="25"/>
        <source>Co&amp;llection:</source>
        <translation>&amp;Verzameling:</translation>
    </message>
    <message>
        <location filename="../ui/puzzlelibrarydialog.ui" line="45"/>
        <source>Open collec&amp;tion…</source>
        <translation>Verzameling o&amp;penen…</translation>
    </message>
    <message>
        <location filename="../ui/puzzlelibrarydialog.ui" line="48"/>
        <source>Open a folder of puzzle files as a collection</source>
        <translation>Een map met puzzelbestanden als verzameling openen</translation>
    </message>
    <message>
        <location filename="../ui/puzzlelibrarydialog.ui" line="78"/>
        <source>Choose a puzzle. The answer stays hidden until you ask for it.</source>
        <translation>Kies een puzzel. Het antwoord blijft verborgen tot je erom vraagt.</translation>
    </message>
    <message>
        <location filename="../ui/puzzlelibrarydialog.ui" line="120"/>
        <source>&amp;Reset progress…</source>
        <translation>Voortgang &amp;wissen…</translation>
    </message>
    <message>
        <location filename="../ui/puzzlelibrarydialog.ui" line="123"/>
        <source>Mark every puzzle of this collection as not tried</source>
        <translation>Alle puzzels van deze verzameling als niet geprobeerd markeren</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlelibrarydialog.cpp" line="94"/>
        <source>Open puzzle collection</source>
        <translation>Puzzelverzameling openen</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlelibrarydialog.cpp" line="105"/>
        <source>Reset progress</source>
        <translation>Voortgang wissen</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlelibrarydialog.cpp" line="106"/>
        <source>Mark all %1 puzzles of “%2” as not tried?</source>
        <translation>Alle %1 puzzels van “%2” als niet geprobeerd markeren?</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlelibrarydialog.cpp" line="123"/>
        <source>Bundled puzzles</source>
        <translation>Meegeleverde puzzels</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlelibrarydialog.cpp" line="147"/>
        <source>%1. %2 (%3)</source>
        <translation>%1. %2 (%3)</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlelibrarydialog.cpp" line="151"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlelibrarydialog.cpp" line="156"/>
        <source>%1 of %2 solved, %3 revealed</source>
        <translation>%1 van %2 opgelost, %3 onthuld</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlelibrarydialog.cpp" line="157"/>
        <source>%1 of %2 solved</source>
        <translation>%1 van %2 opgelost</translation>
    </message>
</context>
<context>
    <name>ml::PuzzleMovePanel</name>
    <message>
        <location filename="../src/app/puzzles/puzzlemovepanel.cpp" line="113"/>
        <source>Play the move on the board</source>
        <translation>Speel de zet op het bord</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlemovepanel.cpp" line="114"/>
        <source>Click where the tile goes (R turns it), then where the figure stands, then Check</source>
        <translation>Klik waar de tegel komt (R draait hem), dan waar het speelstuk staat, en dan op Controleren</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlemovepanel.cpp" line="116"/>
        <source>Start the move again</source>
        <translation>Zet opnieuw beginnen</translation>
    </message>
</context>
<context>
    <name>ml::PuzzleMoveTool</name>
    <message>
        <location filename="../src/app/puzzles/puzzlemovetool.cpp" line="54"/>
        <source>Open a best-move puzzle to play its move on the board.</source>
        <translation>Open een puzzel met een beste zet om die zet op het bord te spelen.</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlemovetool.cpp" line="56"/>
        <source>Your move is complete: press Check, or start it again.</source>
        <translation>Je zet is compleet: druk op Controleren, of begin de zet opnieuw.</translation>
    </message>
</context>
<context>
    <name>ml::PuzzleReviewText</name>
    <message numerus="yes">
        <location filename="../src/app/puzzles/puzzlereviewtext.cpp" line="33"/>
        <source>%n moves share the best gain of %1:</source>
        <translation>
            <numerusform>%n zet heeft de beste voorsprong van %1:</numerusform>
            <numerusform>%n zetten hebben dezelfde beste voorsprong van %1:</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlereviewtext.cpp" line="50"/>
        <source>gain %1 by %2</source>
        <translation>voorsprong %1 met %2</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlereviewtext.cpp" line="66"/>
        <source>The answer depends on how the rules are read:</source>
        <translation>Het antwoord hangt af van hoe de regels gelezen worden:</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlereviewtext.cpp" line="67"/>
        <source>• this board (%1): %2</source>
        <translation>• dit bord (%1): %2</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlereviewtext.cpp" line="70"/>
        <source>no answer (the moves are not legal then)</source>
        <translation>geen antwoord (de zetten zijn dan niet toegestaan)</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlereviewtext.cpp" line="71"/>
        <source>• %1: %2: %3</source>
        <translation>• %1: %2: %3</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlereviewtext.cpp" line="73"/>
        <source>Such a puzzle is fine to write, but the question should then name the reading it uses.</source>
        <translation>Zo&apos;n puzzel mag best, maar de vraag moet dan de lezing noemen die ze gebruikt.</translation>
    </message>
</context>
<context>
    <name>ml::PuzzleSheetDialog</name>
    <message>
        <location filename="../ui/puzzlesheetdialog.ui" line="6"/>
        <source>Export puzzle sheet</source>
        <translation>Puzzelblad exporteren</translation>
    </message>
    <message>
        <location filename="../ui/puzzlesheetdialog.ui" line="15"/>
        <source>Puzzles</source>
        <translation>Puzzels</translation>
    </message>
    <message>
        <location filename="../ui/puzzlesheetdialog.ui" line="24"/>
        <source>The &amp;open puzzle</source>
        <translation>De &amp;geopende puzzel</translation>
    </message>
    <message>
        <location filename="../ui/puzzlesheetdialog.ui" line="31"/>
        <source>The puzzle &amp;library</source>
        <translation>De puzzel&amp;bibliotheek</translation>
    </message>
    <message>
        <location filename="../ui/puzzlesheetdialog.ui" line="38"/>
        <source>A collection &amp;folder:</source>
        <translation>Een &amp;map met een verzameling:</translation>
    </message>
    <message>
        <location filename="../ui/puzzlesheetdialog.ui" line="47"/>
        <source>A folder of puzzle files, in the order of its collection.json or by name</source>
        <translation>Een map met puzzelbestanden, in de volgorde van zijn collection.json of op naam</translation>
    </message>
    <message>
        <location filename="../ui/puzzlesheetdialog.ui" line="54"/>
        <source>&amp;Choose…</source>
        <translation>&amp;Kiezen…</translation>
    </message>
    <message>
        <location filename="../ui/puzzlesheetdialog.ui" line="68"/>
        <source>Language</source>
        <translation>Taal</translation>
    </message>
    <message>
        <location filename="../ui/puzzlesheetdialog.ui" line="78"/>
        <source>The language of the questions, answers and headings on the sheet</source>
        <translation>De taal van de vragen, antwoorden en koppen op het blad</translation>
    </message>
    <message>
        <location filename="../ui/puzzlesheetdialog.ui" line="98"/>
        <source>Puzzles per page</source>
        <translation>Puzzels per pagina</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlesheetdialog.cpp" line="40"/>
        <source>Collection folder</source>
        <translation>Map met een verzameling</translation>
    </message>
</context>
<context>
    <name>ml::PuzzleSheetExport</name>
    <message>
        <location filename="../src/app/puzzles/puzzlesheetexport.cpp" line="34"/>
        <source>%1 is not a folder.</source>
        <translation>%1 is geen map.</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlesheetexport.cpp" line="61"/>
        <source>The folder %1 holds no puzzle.</source>
        <translation>De map %1 bevat geen puzzel.</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlesheetexport.cpp" line="74"/>
        <source>The open board has no puzzle.</source>
        <translation>Het geopende bord heeft geen puzzel.</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlesheetexport.cpp" line="108"/>
        <source>No puzzle sheet</source>
        <translation>Geen puzzelblad</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlesheetexport.cpp" line="109"/>
        <source>The puzzle sheet was not made: %1</source>
        <translation>Het puzzelblad is niet gemaakt: %1</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlesheetexport.cpp" line="114"/>
        <source>Export puzzle sheet</source>
        <translation>Puzzelblad exporteren</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlesheetexport.cpp" line="115"/>
        <source>PDF document (*.pdf)</source>
        <translation>PDF-document (*.pdf)</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlesheetexport.cpp" line="116"/>
        <source>puzzles</source>
        <translation>puzzels</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlesheetexport.cpp" line="121"/>
        <source>Export failed</source>
        <translation>Exporteren mislukt</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlesheetexport.cpp" line="122"/>
        <source>The puzzle sheet could not be saved: %1</source>
        <translation>Het puzzelblad kon niet worden opgeslagen: %1</translation>
    </message>
</context>
<context>
    <name>ml::PuzzleSolutionView</name>
    <message>
        <location filename="../src/app/puzzles/puzzlesolutionview.cpp" line="129"/>
        <source>The solution has no step to show.</source>
        <translation>De oplossing heeft geen stap om te tonen.</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlesolutionview.cpp" line="205"/>
        <source>Your move</source>
        <translation>Jouw zet</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlesolutionview.cpp" line="206"/>
        <source>The best move</source>
        <translation>De beste zet</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlesolutionview.cpp" line="215"/>
        <source>Your move and the best one, step by step</source>
        <translation>Jouw zet en de beste, stap voor stap</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlesolutionview.cpp" line="218"/>
        <source>Step %1 of %2</source>
        <translation>Stap %1 van %2</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlesolutionview.cpp" line="225"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlesolutionview.cpp" line="230"/>
        <source>Points in this step: %1</source>
        <translation>Punten in deze stap: %1</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlesolutionview.cpp" line="201"/>
        <location filename="../src/app/puzzles/puzzlesolutionview.cpp" line="216"/>
        <source>The solution, step by step</source>
        <translation>De oplossing, stap voor stap</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlesolutionview.cpp" line="202"/>
        <source>◀ Previous</source>
        <translation>◀ Vorige</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlesolutionview.cpp" line="203"/>
        <source>Next ▶</source>
        <translation>Volgende ▶</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlesolutionview.cpp" line="204"/>
        <source>Back to the puzzle</source>
        <translation>Terug naar de puzzel</translation>
    </message>
</context>
<context>
    <name>ml::PuzzleSolverDock</name>
    <message>
        <location filename="../ui/puzzlesolverdock.ui" line="15"/>
        <source>Puzzle</source>
        <translation>Puzzel</translation>
    </message>
    <message>
        <location filename="../ui/puzzlesolverdock.ui" line="92"/>
        <source>Your answer, points per player:</source>
        <translation>Jouw antwoord, punten per speler:</translation>
    </message>
    <message>
        <location filename="../ui/puzzlesolverdock.ui" line="125"/>
        <source>Your move: where the tile goes, how it is turned, and the figure you put on it. You can also play it on the board.</source>
        <translation>Jouw zet: waar de tegel komt, hoe hij gedraaid is en welk speelstuk je erop zet. Je kunt hem ook op het bord spelen.</translation>
    </message>
    <message>
        <location filename="../ui/puzzlesolverdock.ui" line="138"/>
        <source>Column:</source>
        <translation>Kolom:</translation>
    </message>
    <message>
        <location filename="../ui/puzzlesolverdock.ui" line="145"/>
        <source>Your answer: the column of the tile</source>
        <translation>Jouw antwoord: de kolom van de tegel</translation>
    </message>
    <message>
        <location filename="../ui/puzzlesolverdock.ui" line="155"/>
        <source>Row:</source>
        <translation>Rij:</translation>
    </message>
    <message>
        <location filename="../ui/puzzlesolverdock.ui" line="162"/>
        <source>Your answer: the row of the tile</source>
        <translation>Jouw antwoord: de rij van de tegel</translation>
    </message>
    <message>
        <location filename="../ui/puzzlesolverdock.ui" line="172"/>
        <source>Turned:</source>
        <translation>Gedraaid:</translation>
    </message>
    <message>
        <location filename="../ui/puzzlesolverdock.ui" line="179"/>
        <source>Your answer: how the tile is turned</source>
        <translation>Jouw antwoord: hoe de tegel gedraaid is</translation>
    </message>
    <message>
        <location filename="../ui/puzzlesolverdock.ui" line="189"/>
        <source>Figure:</source>
        <translation>Speelstuk:</translation>
    </message>
    <message>
        <location filename="../ui/puzzlesolverdock.ui" line="196"/>
        <source>Your answer: the figure on the tile</source>
        <translation>Jouw antwoord: het speelstuk op de tegel</translation>
    </message>
    <message>
        <location filename="../ui/puzzlesolverdock.ui" line="206"/>
        <source>Flock:</source>
        <translation>Kudde:</translation>
    </message>
    <message>
        <location filename="../ui/puzzlesolverdock.ui" line="213"/>
        <source>Your answer: the shepherd&apos;s flock action</source>
        <translation>Jouw antwoord: wat de herder met de kudde doet</translation>
    </message>
    <message>
        <location filename="../ui/puzzlesolverdock.ui" line="217"/>
        <source>No shepherd action</source>
        <translation>Geen actie met de herder</translation>
    </message>
    <message>
        <location filename="../ui/puzzlesolverdock.ui" line="222"/>
        <source>Grow the flock</source>
        <translation>Kudde uitbreiden</translation>
    </message>
    <message>
        <location filename="../ui/puzzlesolverdock.ui" line="227"/>
        <source>Drive the flock to the stable</source>
        <translation>Kudde naar de stal drijven</translation>
    </message>
    <message>
        <location filename="../ui/puzzlesolverdock.ui" line="254"/>
        <source>Your answer (for yourself; compare it with the written answer on Reveal):</source>
        <translation>Jouw antwoord (voor jezelf; vergelijk het na Onthullen met het geschreven antwoord):</translation>
    </message>
    <message>
        <location filename="../ui/puzzlesolverdock.ui" line="264"/>
        <source>Your answer in your own words</source>
        <translation>Jouw antwoord in je eigen woorden</translation>
    </message>
    <message>
        <location filename="../ui/puzzlesolverdock.ui" line="277"/>
        <source>&amp;Check</source>
        <translation>&amp;Controleren</translation>
    </message>
    <message>
        <location filename="../ui/puzzlesolverdock.ui" line="287"/>
        <source>&amp;Reveal</source>
        <translation>&amp;Onthullen</translation>
    </message>
    <message>
        <location filename="../ui/puzzlesolverdock.ui" line="364"/>
        <source>&amp;Step through the solution</source>
        <translation>&amp;Stap voor stap door de oplossing</translation>
    </message>
    <message>
        <location filename="../ui/puzzlesolverdock.ui" line="390"/>
        <source>Top moves of the search, with their gain (the chosen one is drawn on the board):</source>
        <translation>Beste zetten van de zoektocht, met hun voorsprong (de gekozen zet staat op het bord getekend):</translation>
    </message>
    <message>
        <location filename="../ui/puzzlesolverdock.ui" line="400"/>
        <source>Top moves of the search</source>
        <translation>Beste zetten van de zoektocht</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlesolverdock.cpp" line="175"/>
        <source>This board has no puzzle.</source>
        <translation>Dit bord heeft geen puzzel.</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlesolverdock.cpp" line="189"/>
        <source>The answer cannot be worked out: %1</source>
        <translation>Het antwoord kan niet worden berekend: %1</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlesolverdock.cpp" line="192"/>
        <source>The board does not replay: %1</source>
        <translation>Het bord laat zich niet naspelen: %1</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlesolverdock.cpp" line="196"/>
        <source>The puzzle cannot be read: %1: %2</source>
        <translation>De puzzel kan niet worden gelezen: %1: %2</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlesolverdock.cpp" line="259"/>
        <source>No puzzle</source>
        <translation>Geen puzzel</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlesolverdock.cpp" line="265"/>
        <source>Hint %1: %2</source>
        <translation>Tip %1: %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/app/puzzles/puzzlesolverdock.cpp" line="268"/>
        <source>&amp;Hint (%n left)</source>
        <translation>
            <numerusform>&amp;Tip (nog %n)</numerusform>
            <numerusform>&amp;Tip (nog %n)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlesolverdock.cpp" line="275"/>
        <source>Author&apos;s view: the answer and every score are shown. Puzzles &gt; Solve again hides them.</source>
        <translation>Weergave voor de maker: het antwoord en alle punten zijn zichtbaar. Puzzels &gt; Opnieuw oplossen verbergt ze.</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlesolverdock.cpp" line="278"/>
        <source>While you solve this puzzle, the scores and scorings stay hidden and Explore waits, since they would give the answer away. Check a right answer or press Reveal to see them.</source>
        <translation>Zolang je deze puzzel oplost, blijven de punten en puntentellingen verborgen en wacht Verkennen, want ze zouden het antwoord verraden. Controleer een goed antwoord of druk op Onthullen om ze te zien.</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlesolverdock.cpp" line="282"/>
        <source>The scores so far belong to the question; the best move stays hidden until you find it or press Reveal. Explore and the analysis board wait until then, since they would rank the moves.</source>
        <translation>De punten tot nu toe horen bij de vraag; de beste zet blijft verborgen tot je hem vindt of op Onthullen drukt. Verkennen en het analysebord wachten tot dan, want die zouden de zetten rangschikken.</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlesolverdock.cpp" line="291"/>
        <source>Answer: %1</source>
        <translation>Antwoord: %1</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlesolverdock.cpp" line="297"/>
        <source>Why: %1</source>
        <translation>Waarom: %1</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlesolvercheck.cpp" line="62"/>
        <source>Every score is right.</source>
        <translation>Alle punten kloppen.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/app/puzzles/puzzlesolvercheck.cpp" line="63"/>
        <source>%n score(s) are not right yet.</source>
        <translation>
            <numerusform>%n score klopt nog niet.</numerusform>
            <numerusform>%n scores kloppen nog niet.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlesolvercheck.cpp" line="66"/>
        <source>The rules do not allow this move: %1</source>
        <translation>De spelregels staan deze zet niet toe: %1</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlesolvercheck.cpp" line="68"/>
        <source>This is a best move: it gains %1 over the others.</source>
        <translation>Dit is een beste zet: hij levert %1 voorsprong op de anderen op.</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlesolvercheck.cpp" line="72"/>
        <source>This move gains %1 over the others; a better one exists.</source>
        <translation>Deze zet levert %1 voorsprong op de anderen op; er bestaat een betere.</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlesolvercheck.cpp" line="84"/>
        <source>Right!</source>
        <translation>Goed!</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlesolvercheck.cpp" line="88"/>
        <source>Not right.</source>
        <translation>Niet goed.</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlesolvercheck.cpp" line="92"/>
        <source>Not possible.</source>
        <translation>Niet mogelijk.</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlesolversteps.cpp" line="35"/>
        <source>%1. gain %2: %3</source>
        <translation>%1. voorsprong %2: %3</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlesolversteps.cpp" line="53"/>
        <location filename="../src/app/puzzles/puzzlesolversteps.cpp" line="57"/>
        <source>The solution cannot be stepped through: %1</source>
        <translation>De oplossing kan niet stap voor stap worden getoond: %1</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlesolversteps.cpp" line="70"/>
        <source>The moves cannot be stepped through: %1</source>
        <translation>De zetten kunnen niet stap voor stap worden getoond: %1</translation>
    </message>
</context>
<context>
    <name>ml::PuzzleTextEdit</name>
    <message>
        <location filename="../src/app/puzzles/puzzletextedit.cpp" line="58"/>
        <source>English</source>
        <translation>Engels</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzletextedit.cpp" line="59"/>
        <source>Dutch</source>
        <translation>Nederlands</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzletextedit.cpp" line="60"/>
        <source>Required</source>
        <translation>Verplicht</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzletextedit.cpp" line="61"/>
        <source>Falls back to English when empty</source>
        <translation>Leeg betekent: de Engelse tekst</translation>
    </message>
</context>
<context>
    <name>ml::RecoveryAutosave</name>
    <message>
        <location filename="../src/app/window/appstartup.cpp" line="98"/>
        <source>The recovery copy could not be written: %1</source>
        <translation>De herstelkopie kon niet worden geschreven: %1</translation>
    </message>
</context>
<context>
    <name>ml::RecoveryDialog</name>
    <message>
        <location filename="../ui/recoverydialog.ui" line="6"/>
        <location filename="../src/app/window/recoverydialog.cpp" line="84"/>
        <source>Recover unsaved changes</source>
        <translation>Niet-opgeslagen wijzigingen herstellen</translation>
    </message>
    <message>
        <location filename="../src/app/window/recoverydialog.cpp" line="32"/>
        <source>an untitled board</source>
        <translation>een bord zonder titel</translation>
    </message>
    <message>
        <location filename="../src/app/window/recoverydialog.cpp" line="32"/>
        <source>“%1”</source>
        <translation>‘%1’</translation>
    </message>
    <message>
        <location filename="../src/app/window/recoverydialog.cpp" line="35"/>
        <source>It was never saved to a file of its own.</source>
        <translation>Het is nooit in een eigen bestand opgeslagen.</translation>
    </message>
    <message>
        <location filename="../src/app/window/recoverydialog.cpp" line="36"/>
        <source>It belongs to the file %1.</source>
        <translation>Het hoort bij het bestand %1.</translation>
    </message>
    <message>
        <location filename="../src/app/window/recoverydialog.cpp" line="39"/>
        <source>&lt;p&gt;&lt;b&gt;Meeple Lab was not closed properly.&lt;/b&gt;&lt;/p&gt;&lt;p&gt;It kept a copy of %1 with changes that were not saved (copy of %2). %3&lt;/p&gt;&lt;p&gt;&lt;i&gt;Restore&lt;/i&gt; opens the copy with its changes; save it to keep them. &lt;i&gt;Discard&lt;/i&gt; deletes the copy. &lt;i&gt;Later&lt;/i&gt; asks again at the next start.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Meeple Lab is niet goed afgesloten.&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Er is een kopie bewaard van %1 met wijzigingen die niet waren opgeslagen (kopie van %2). %3&lt;/p&gt;&lt;p&gt;&lt;i&gt;Herstellen&lt;/i&gt; opent de kopie met die wijzigingen; sla het bord op om ze te bewaren. &lt;i&gt;Weggooien&lt;/i&gt; verwijdert de kopie. &lt;i&gt;Later&lt;/i&gt; vraagt het opnieuw bij de volgende start.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../ui/recoverydialog.ui" line="45"/>
        <source>&amp;Restore</source>
        <translation>&amp;Herstellen</translation>
    </message>
    <message>
        <location filename="../ui/recoverydialog.ui" line="53"/>
        <source>&amp;Discard</source>
        <translation>&amp;Weggooien</translation>
    </message>
    <message>
        <location filename="../ui/recoverydialog.ui" line="58"/>
        <source>&amp;Later</source>
        <translation>&amp;Later</translation>
    </message>
    <message>
        <location filename="../src/app/window/recoverydialog.cpp" line="85"/>
        <source>The copy could not be opened: %1</source>
        <translation>De kopie kon niet worden geopend: %1</translation>
    </message>
</context>
<context>
    <name>ml::RefusalText</name>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="49"/>
        <source>the road</source>
        <translation>de weg</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="51"/>
        <source>the city</source>
        <translation>de stad</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="53"/>
        <source>the field</source>
        <translation>de weide</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="55"/>
        <source>the monastery</source>
        <translation>het klooster</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="57"/>
        <source>the castle</source>
        <translation>de burcht</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="59"/>
        <source>the river</source>
        <translation>de rivier</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="61"/>
        <source>the garden</source>
        <translation>de tuin</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="72"/>
        <source>a road</source>
        <translation>een weg</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="74"/>
        <source>a city</source>
        <translation>een stad</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="76"/>
        <source>a field</source>
        <translation>een weide</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="78"/>
        <source>a monastery</source>
        <translation>een klooster</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="80"/>
        <source>a castle</source>
        <translation>een burcht</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="82"/>
        <source>a river</source>
        <translation>een rivier</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="84"/>
        <source>a garden</source>
        <translation>een tuin</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="95"/>
        <source>meeple</source>
        <translation>meeple</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="97"/>
        <source>shepherd</source>
        <translation>herder</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="99"/>
        <source>mage</source>
        <translation>tovenaar</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="101"/>
        <source>witch</source>
        <translation>heks</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="103"/>
        <source>abbot</source>
        <translation>abt</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="105"/>
        <source>large meeple</source>
        <translation>grote meeple</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="107"/>
        <source>builder</source>
        <translation>bouwmeester</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="109"/>
        <source>pig</source>
        <translation>varken</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="116"/>
        <source>monastery</source>
        <translation>klooster</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="117"/>
        <source>garden</source>
        <translation>tuin</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="123"/>
        <source>the mage</source>
        <translation>de tovenaar</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="124"/>
        <source>the witch</source>
        <translation>de heks</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="125"/>
        <source>the shepherd</source>
        <translation>de herder</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="126"/>
        <source>the meeple</source>
        <translation>de meeple</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="127"/>
        <source>the abbot</source>
        <translation>de abt</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="128"/>
        <source>the large meeple</source>
        <translation>de grote meeple</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="129"/>
        <source>the builder</source>
        <translation>de bouwmeester</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="130"/>
        <source>the pig</source>
        <translation>het varken</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="147"/>
        <source>Cell %1 already holds a tile.</source>
        <translation>Op %1 ligt al een tegel.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="149"/>
        <source>Cell %1 is outside the board: coordinates run from -1,000,000 to 1,000,000.</source>
        <translation>Vak %1 ligt buiten het speelveld: coördinaten lopen van -1.000.000 tot 1.000.000.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="152"/>
        <source>The %1 side of %2 would be %3, but the %4 side of %5 is %6.</source>
        <translation>De %1zijde van %2 zou %3 worden, maar de %4zijde van %5 is %6.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="156"/>
        <source>%1 touches no tile along a side (corners do not count).</source>
        <translation>%1 grenst met geen enkele zijde aan een tegel (hoeken tellen niet).</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="158"/>
        <source>Castle tiles may not touch, not even at a corner: the castle at %1 is next to %2.</source>
        <translation>Burchttegels mogen elkaar niet raken, ook niet met een hoek: de burcht op %1 ligt naast %2.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="162"/>
        <source>There is no player &apos;%1&apos;.</source>
        <translation>Er is geen speler &apos;%1&apos;.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="164"/>
        <source>There is no tile &apos;%1&apos;.</source>
        <translation>Er is geen tegel &apos;%1&apos;.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="166"/>
        <source>Only a discarded hill tile takes the tile under it along; %1 has no hill.</source>
        <translation>Alleen een terzijde gelegde heuveltegel neemt de tegel eronder mee; %1 heeft geen heuvel.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="169"/>
        <source>Tile %1 fits on the board (for example at %2, turned %3°), so it cannot be discarded.</source>
        <translation>Tegel %1 past op het speelveld (bijvoorbeeld op %2, %3° gedraaid), dus hij mag niet terzijde worden gelegd.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="173"/>
        <source>Castle moves need the Castles in Germany expansion.</source>
        <translation>Een burcht spelen vraagt de uitbreiding Burchten in Duitsland.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="175"/>
        <source>%1 does not hold the castle %2.</source>
        <translation>%1 heeft burcht %2 niet in de hand.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="177"/>
        <source>%1 is a castle tile: it is played from a player&apos;s hand, never drawn.</source>
        <translation>%1 is een burchttegel: die wordt uit de hand van een speler gespeeld, nooit getrokken.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="180"/>
        <source>Only a hill tile has a tile under it; %1 has no hill.</source>
        <translation>Alleen een heuveltegel heeft een tegel eronder; %1 heeft geen heuvel.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="182"/>
        <source>There is no tile at %1.</source>
        <translation>Op %1 ligt geen tegel.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="185"/>
        <source>Tile %1 at %2 has no castle.</source>
        <translation>Tegel %1 op %2 heeft geen burcht.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="186"/>
        <source>Tile %1 at %2 has no monastery.</source>
        <translation>Tegel %1 op %2 heeft geen klooster.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="188"/>
        <source>&apos;%1&apos; is not a place on a tile (use a port such as N, Nw, En, or monastery, castle).</source>
        <translation>&apos;%1&apos; is geen plek op een tegel (gebruik een poort zoals N, Nw, En, of monastery, castle).</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="192"/>
        <source>Tile %1 at %2 has nothing at port %3.</source>
        <translation>Tegel %1 op %2 heeft niets bij poort %3.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="194"/>
        <source>Port %1 of %2 belongs to two cities; name another port of the one you mean.</source>
        <translation>Poort %1 van %2 hoort bij twee steden; noem een andere poort van de stad die je bedoelt.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="197"/>
        <source>A figure may only go on the tile just placed, not on %1.</source>
        <translation>Een speelstuk mag alleen op de zojuist aangelegde tegel, niet op %1.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="199"/>
        <source>%1 has no meeple left in supply.</source>
        <translation>%1 heeft geen meeple meer in de voorraad.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="201"/>
        <source>%1 has no shepherd left in supply.</source>
        <translation>%1 heeft geen herder meer in de voorraad.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="203"/>
        <source>There is already a meeple on %1 at %2 %3 (somewhere along it).</source>
        <translation>Er staat al een meeple op %1 bij %2 %3 (ergens op dat project).</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="206"/>
        <source>A meeple needs a player.</source>
        <translation>Een meeple hoort bij een speler.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="208"/>
        <source>Shepherds need the Hills &amp; Sheep expansion.</source>
        <translation>Herders vragen de uitbreiding Schapen en Heuvels.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="210"/>
        <source>A shepherd needs a player.</source>
        <translation>Een herder hoort bij een speler.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="212"/>
        <source>A shepherd stands only on a field, not on %1.</source>
        <translation>Een herder staat alleen in een weide, niet op %1.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="214"/>
        <source>That field already has a shepherd.</source>
        <translation>In die weide staat al een herder.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="216"/>
        <source>A flock holds sheep tokens only, not &apos;%1&apos;.</source>
        <translation>Een kudde bestaat alleen uit schaapsfiches, niet &apos;%1&apos;.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="218"/>
        <source>There is no sheep token &apos;%1&apos; left: the bag holds only 18 tokens.</source>
        <translation>Er is geen schaapsfiche &apos;%1&apos; meer: de buidel bevat maar 18 fiches.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="220"/>
        <source>A meeple stands on %1 at %2 %3, which is already complete; that cannot arise in play (it would have been scored).</source>
        <translation>Er staat een meeple op %1 bij %2 %3, en dat project is al afgebouwd; dat kan in het spel niet voorkomen (het was dan al geteld).</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="224"/>
        <source>The field at %1 %2 is closed and holds a shepherd; its flock would have gone to the stable.</source>
        <translation>De weide bij %1 %2 is afgesloten en er staat een herder in; diens kudde was dan al naar de stal gedreven.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="228"/>
        <source>%1 has more meeples on the board than the %2 of their supply.</source>
        <translation>%1 heeft meer meeples op het speelveld dan de %2 uit de voorraad.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="231"/>
        <source>The mage and the witch need the Mage &amp; Witch expansion.</source>
        <translation>De tovenaar en de heks vragen de uitbreiding Tovenaar en Heks.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="233"/>
        <source>There is only one %1.</source>
        <translation>Er is maar één %1.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="235"/>
        <source>%1 goes only on a road or a city, not on %2.</source>
        <translation>%1 mag alleen op een weg of een stad, niet op %2.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="238"/>
        <source>%1 is complete; %2 goes only on unfinished roads and cities.</source>
        <translation>%1 is afgebouwd; %2 mag alleen op onafgebouwde wegen en steden.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="241"/>
        <source>A moved %1 must go to a different feature.</source>
        <translation>Een verzette %1 moet naar een ander project.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="243"/>
        <source>%1 stands on that feature; the two never share one.</source>
        <translation>%1 staat al op dat project; de twee delen er nooit een.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="246"/>
        <source>No magic action is due: the tile has no magic symbol and the mage and the witch do not share a feature.</source>
        <translation>Er is geen magische actie: de tegel heeft geen magiërssymbool en de tovenaar en de heks staan niet op hetzelfde project.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="249"/>
        <source>No unfinished road or city is free for the mage or the witch, so one on the board must be taken off.</source>
        <translation>Er is geen onafgebouwde weg of stad vrij voor de tovenaar of de heks, dus moet er een van het speelveld worden genomen.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="252"/>
        <source>The mage and the witch now share a feature, so one of them must move at once.</source>
        <translation>De tovenaar en de heks staan nu op hetzelfde project, dus een van beide moet meteen verzet worden.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="254"/>
        <source>A tile with the magic symbol was placed, so the mage or the witch must be brought in or moved.</source>
        <translation>Er is een tegel met het magiërssymbool aangelegd, dus de tovenaar of de heks moet in het spel gebracht of verzet worden.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="257"/>
        <source>Only the mage or the witch can be taken off, not &apos;%1&apos;.</source>
        <translation>Alleen de tovenaar of de heks kan van het speelveld, niet &apos;%1&apos;.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="259"/>
        <source>A figure may only be taken off when no unfinished road or city is free for it.</source>
        <translation>Een speelstuk mag alleen van het speelveld als er geen onafgebouwde weg of stad voor vrij is.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="262"/>
        <source>%1 is not on the board.</source>
        <translation>%1 staat niet op het speelveld.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="264"/>
        <source>The magic figure is the mage or the witch, not &apos;%1&apos;.</source>
        <translation>Het magische speelstuk is de tovenaar of de heks, niet &apos;%1&apos;.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="266"/>
        <source>%1 is not on the board; the forced move moves one of the two figures on the shared feature.</source>
        <translation>%1 staat niet op het speelveld; de gedwongen verplaatsing verzet een van de twee speelstukken op het gedeelde project.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="270"/>
        <source>No flock action is due: this tile does not enlarge a field with your shepherd.</source>
        <translation>Er is geen kuddeactie: deze tegel vergroot geen weide met jouw herder.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="273"/>
        <source>No flock action is due: this tile does not enlarge a field with your shepherd that was there before this turn.</source>
        <translation>Er is geen kuddeactie: deze tegel vergroot geen weide waarin jouw herder al vóór deze beurt stond.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="276"/>
        <source>The tile enlarges the field of your shepherd, so you must grow the flock or guide it to the stable.</source>
        <translation>De tegel vergroot de weide van jouw herder, dus moet je de kudde uitbreiden of naar de stal drijven.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="279"/>
        <source>The bag is empty, so the flock cannot grow.</source>
        <translation>De buidel is leeg, dus de kudde kan niet worden uitgebreid.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="281"/>
        <source>The flock action is grow or stable, not &apos;%1&apos;.</source>
        <translation>De kuddeactie is uitbreiden of stal, niet &apos;%1&apos;.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="283"/>
        <source>Draw %1 of the bag&apos;s script is &apos;%2&apos;, but the bag holds no such token now.</source>
        <translation>Trekking %1 uit het buidelscript is &apos;%2&apos;, maar die fiche zit nu niet in de buidel.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="286"/>
        <source>The bag is empty.</source>
        <translation>De buidel is leeg.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="288"/>
        <source>Port %3 of tile %1 at %2 is the river: no figure stands on the river.</source>
        <translation>Poort %3 van tegel %1 op %2 is de rivier: op de rivier staat geen speelstuk.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="291"/>
        <source>The river is still open, so only a river tile may be placed now, not %1.</source>
        <translation>De rivier is nog open, dus nu mag alleen een riviertegel worden aangelegd, niet %1.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="294"/>
        <source>%1 is a river tile, but the river is finished: no river end is open, or the lake is down.</source>
        <translation>%1 is een riviertegel, maar de rivier is af: er is geen open rivierend meer, of het meer ligt al.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="298"/>
        <source>The lake %1 comes last, but %2 river tile(s) are still in the stack.</source>
        <translation>Het meer %1 komt als laatste, maar er liggen nog %2 riviertegel(s) op de stapel.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="301"/>
        <source>River tile %1 at %2 must continue the river: one of its river sides must touch the open end.</source>
        <translation>Riviertegel %1 op %2 moet de rivier voortzetten: een van zijn rivierzijden moet het open einde raken.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="305"/>
        <source>The river may not turn the same way twice in a row: the free river sides of %1 and %2 would both face %3.</source>
        <translation>De rivier mag niet twee keer na elkaar dezelfde kant op draaien: de vrije rivierzijden van %1 en %2 zouden allebei aan de %3kant liggen.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="309"/>
        <source>The abbot is not in play: the rules of this board leave the set out.</source>
        <translation>De abt doet niet mee: de regels van dit bord laten die uitbreiding weg.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="311"/>
        <source>%1 has no abbot left: each player has one abbot.</source>
        <translation>%1 heeft geen abt meer: elke speler heeft één abt.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="313"/>
        <source>%1&apos;s supply holds %2 abbots, but each player has one abbot.</source>
        <translation>De voorraad van %1 bevat %2 abten, maar elke speler heeft één abt.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="316"/>
        <source>Only the abbot may stand in a garden, not %1.</source>
        <translation>Alleen de abt mag in een tuin staan, niet %1.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="318"/>
        <source>The abbot goes only on a monastery or a garden, not on %1.</source>
        <translation>De abt gaat alleen op een klooster of een tuin, niet op %1.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="321"/>
        <source>Taking the abbot back replaces placing a figure: a turn cannot do both.</source>
        <translation>De abt terugnemen komt in plaats van een speelstuk plaatsen: een beurt kan niet allebei.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="323"/>
        <source>Taking the abbot back needs a placed tile; a discarded tile has no figure phase.</source>
        <translation>De abt terugnemen vraagt een aangelegde tegel; een terzijde gelegde tegel heeft geen speelstukfase.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="326"/>
        <source>%1 has no abbot on the board to take back.</source>
        <translation>%1 heeft geen abt op het speelveld om terug te nemen.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="328"/>
        <source>This tile completes the abbot&apos;s %1 at %2, so it is scored as complete and the abbot cannot be taken back.</source>
        <translation>Deze tegel maakt het %1 van de abt bij %2 af, dus het telt als afgebouwd en de abt kan niet worden teruggenomen.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="332"/>
        <source>%1 is not in play: the rules of this board leave its set out.</source>
        <translation>%1 doet niet mee: de regels van dit bord laten die uitbreiding weg.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="335"/>
        <source>%1 has no %2 left in the supply.</source>
        <translation>%1 heeft geen %2 meer in de voorraad.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="337"/>
        <source>The builder goes on a road or a city, not on %1.</source>
        <translation>De bouwmeester gaat op een weg of een stad, niet op %1.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="339"/>
        <source>This tile completes %1, so a builder placed there would go home at once.</source>
        <translation>Deze tegel bouwt %1 af, dus een bouwmeester die je daar zet, zou meteen terug naar de voorraad gaan.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="342"/>
        <source>The builder joins a feature that holds one of its owner&apos;s meeples, and %1 has none on %2.</source>
        <translation>De bouwmeester komt bij een project waar een meeple van zijn eigenaar staat, en %1 heeft er geen op %2.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="346"/>
        <source>%1 already has a builder on %2.</source>
        <translation>%1 heeft al een bouwmeester op %2.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="349"/>
        <source>The pig goes in a field, not on %1.</source>
        <translation>Het varken gaat in een weide, niet op %1.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="351"/>
        <source>The pig joins a field that holds one of its owner&apos;s farmers, and %1 has none there.</source>
        <translation>Het varken komt in een weide waar een boer van zijn eigenaar ligt, en %1 heeft daar geen boer.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="355"/>
        <source>%1 already has a pig in this field.</source>
        <translation>%1 heeft al een varken in deze weide.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="357"/>
        <source>No double turn is due for %1: only a tile that extends the road or city of their builder gives one, played straight after it.</source>
        <translation>%1 heeft geen dubbele beurt tegoed: alleen een tegel die de weg of stad van de eigen bouwmeester verlengt, geeft er een, direct daarna te spelen.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="361"/>
        <source>%1 has just placed the second tile of a double turn; it never gives a third.</source>
        <translation>%1 heeft net de tweede tegel van een dubbele beurt aangelegd; die geeft nooit een derde.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="364"/>
        <source>Under this board&apos;s rules the second part of a double turn draws a tile: it cannot be a castle from the hand.</source>
        <translation>Volgens de regels van dit bord trek je in het tweede deel van een dubbele beurt een tegel: het kan geen burcht uit de hand zijn.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="367"/>
        <source>%1 is the last tile of the game, so no tile is left to lie under it.</source>
        <translation>%1 is de laatste tegel van het spel, dus er ligt geen tegel meer onder.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="370"/>
        <source>%1 is a castle tile, which is never drawn, so it cannot lie under a hill.</source>
        <translation>%1 is een burchttegel; die wordt nooit getrokken en kan dus niet onder een heuvel liggen.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="373"/>
        <source>%1 has %2 castle tiles, but with this many players each takes %3.</source>
        <translation>%1 heeft %2 burchttegels, maar met zoveel spelers neemt ieder er %3.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="385"/>
        <source>%1 [%2]</source>
        <comment>refusal and its rule id</comment>
        <translation>%1 [%2]</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="499"/>
        <source>an object</source>
        <comment>JSON value</comment>
        <translation>een object</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="500"/>
        <source>an array</source>
        <comment>JSON value</comment>
        <translation>een lijst</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="501"/>
        <source>a string</source>
        <comment>JSON value</comment>
        <translation>een tekst</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="502"/>
        <source>an integer</source>
        <comment>JSON value</comment>
        <translation>een geheel getal</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="503"/>
        <source>true or false</source>
        <comment>JSON value</comment>
        <translation>true of false</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="504"/>
        <source>an array of strings</source>
        <comment>JSON value</comment>
        <translation>een lijst met teksten</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="505"/>
        <source>a boolean</source>
        <comment>JSON value</comment>
        <translation>een waarheidswaarde</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="506"/>
        <source>a number</source>
        <comment>JSON value</comment>
        <translation>een getal</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="507"/>
        <source>null</source>
        <comment>JSON value</comment>
        <translation>null</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="508"/>
        <source>nothing</source>
        <comment>JSON value</comment>
        <translation>niets</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="516"/>
        <source>an object is not closed with }</source>
        <translation>een object is niet met } afgesloten</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="518"/>
        <source>a colon is missing after a key</source>
        <translation>na een sleutel ontbreekt een dubbele punt</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="520"/>
        <source>an array is not closed with ]</source>
        <translation>een lijst is niet met ] afgesloten</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="522"/>
        <source>a comma is missing between two values</source>
        <translation>tussen twee waarden ontbreekt een komma</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="524"/>
        <source>this is not a JSON value</source>
        <translation>dit is geen JSON-waarde</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="526"/>
        <source>the text ends in the middle of a number</source>
        <translation>de tekst houdt midden in een getal op</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="528"/>
        <source>this number is not valid</source>
        <translation>dit getal is ongeldig</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="530"/>
        <source>a backslash starts an unknown escape sequence</source>
        <translation>een backslash begint een onbekende escapereeks</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="532"/>
        <source>a text is not valid UTF-8</source>
        <translation>een tekst is geen geldige UTF-8</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="534"/>
        <source>a text is not closed with a quotation mark</source>
        <translation>een tekst is niet met een aanhalingsteken afgesloten</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="536"/>
        <source>an object was expected here</source>
        <translation>hier werd een object verwacht</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="538"/>
        <source>the values are nested too deeply</source>
        <translation>de waarden zijn te diep genest</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="540"/>
        <source>the file is too large</source>
        <translation>het bestand is te groot</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="542"/>
        <source>something follows the end of the JSON text</source>
        <translation>na het einde van de JSON-tekst volgt nog iets</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="546"/>
        <source>a syntax error</source>
        <translation>een syntaxfout</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="552"/>
        <source>line %1, column %2</source>
        <translation>regel %1, kolom %2</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="553"/>
        <source>top level</source>
        <comment>of a board file</comment>
        <translation>hoogste niveau</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="562"/>
        <source>not valid JSON: %1 (byte %2)</source>
        <translation>geen geldige JSON: %1 (byte %2)</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="564"/>
        <source>expected a JSON object</source>
        <translation>verwacht: een JSON-object</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="566"/>
        <source>expected %1, found %2</source>
        <translation>verwacht: %1, gevonden: %2</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="568"/>
        <source>expected an integer, found %1</source>
        <translation>verwacht: een geheel getal, gevonden: %1</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="570"/>
        <source>expected an array of two integers</source>
        <translation>verwacht: een lijst van twee gehele getallen</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="572"/>
        <source>rotation %1 is not 0, 90, 180 or 270</source>
        <translation>draaiing %1 is niet 0, 90, 180 of 270</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="574"/>
        <source>missing key &quot;%1&quot;</source>
        <translation>sleutel &quot;%1&quot; ontbreekt</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="578"/>
        <source>coordinate out of range: %1 is not from -1,000,000 to 1,000,000</source>
        <translation>coördinaat buiten bereik: %1 ligt niet tussen -1.000.000 en 1.000.000</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="580"/>
        <source>coordinate out of range: the second cell of this double tile, %1, is not from -1,000,000 to 1,000,000</source>
        <translation>coördinaat buiten bereik: het tweede vak van deze dubbele tegel, %1, ligt niet tussen -1.000.000 en 1.000.000</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="584"/>
        <source>%1 is out of range (from %2 to %3)</source>
        <translation>%1 valt buiten het bereik (van %2 tot %3)</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="586"/>
        <source>player id &quot;%1&quot; must be 1 to 32 characters from a-z (lower case), 0-9, - and _</source>
        <translation>spelers-id &quot;%1&quot; moet 1 tot 32 tekens tellen uit a-z (kleine letters), 0-9, - en _</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="590"/>
        <source>the bag draws tokens only with Hills &amp; Sheep, which the rules do not enable: leave out draws and seed (an empty bag is fine)</source>
        <translation>uit de buidel worden alleen fiches getrokken met Schapen en Heuvels, en die uitbreiding staat niet aan: laat draws en seed weg (een lege buidel mag wel)</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="593"/>
        <source>the file is too large: a board file may be at most %1 bytes (%2 read)</source>
        <translation>het bestand is te groot: een bordbestand mag hoogstens %1 bytes zijn (%2 gelezen)</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="596"/>
        <source>warning: the key &quot;%1&quot; appears more than once in this object; the last one counts</source>
        <translation>waarschuwing: de sleutel &quot;%1&quot; staat meer dan eens in dit object; de laatste telt</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="600"/>
        <source>cannot read the file: %1</source>
        <translation>het bestand kan niet gelezen worden: %1</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="602"/>
        <source>cannot read the file: it is a folder</source>
        <translation>het bestand kan niet gelezen worden: het is een map</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="604"/>
        <source>cannot read the file: it is a named pipe (FIFO), not a file</source>
        <translation>het bestand kan niet gelezen worden: het is een named pipe (FIFO), geen bestand</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="606"/>
        <source>cannot read the file: it is a device, not a file</source>
        <translation>het bestand kan niet gelezen worden: het is een apparaat, geen bestand</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="608"/>
        <source>cannot read the file: it is a socket, not a file</source>
        <translation>het bestand kan niet gelezen worden: het is een socket, geen bestand</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="610"/>
        <source>cannot read the file: it is not a regular file</source>
        <translation>het bestand kan niet gelezen worden: het is geen gewoon bestand</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="612"/>
        <source>the file is too large: more than %1</source>
        <translation>het bestand is te groot: meer dan %1</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="622"/>
        <source>%1: %2</source>
        <comment>place: reason</comment>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>ml::RulesDialog</name>
    <message>
        <location filename="../src/app/editing/rulesdialog.cpp" line="24"/>
        <source>New board</source>
        <translation>Nieuw bord</translation>
    </message>
    <message>
        <location filename="../src/app/editing/rulesdialog.cpp" line="24"/>
        <source>Rule options</source>
        <translation>Spelregelopties</translation>
    </message>
    <message>
        <location filename="../ui/rulesdialog.ui" line="9"/>
        <source>Sets</source>
        <translation>Uitbreidingen</translation>
    </message>
    <message>
        <location filename="../ui/rulesdialog.ui" line="15"/>
        <source>Base game</source>
        <translation>Basisspel</translation>
    </message>
    <message>
        <location filename="../ui/rulesdialog.ui" line="22"/>
        <source>Hills &amp;&amp; Sheep</source>
        <translation>Schapen en Heuvels</translation>
    </message>
    <message>
        <location filename="../ui/rulesdialog.ui" line="36"/>
        <source>Mage &amp;&amp; Witch</source>
        <translation>Tovenaar en Heks</translation>
    </message>
    <message>
        <location filename="../ui/rulesdialog.ui" line="29"/>
        <source>Castles in Germany</source>
        <translation>Burchten in Duitsland</translation>
    </message>
    <message>
        <location filename="../ui/rulesdialog.ui" line="43"/>
        <source>The Abbot (gardens)</source>
        <translation>De Abt (tuinen)</translation>
    </message>
    <message>
        <location filename="../ui/rulesdialog.ui" line="50"/>
        <source>The River</source>
        <translation>De Rivier</translation>
    </message>
    <message>
        <location filename="../ui/rulesdialog.ui" line="57"/>
        <source>Inns &amp;&amp; Cathedrals (a sixth player)</source>
        <translation>Kathedralen en Herbergen (een zesde speler)</translation>
    </message>
    <message>
        <location filename="../ui/rulesdialog.ui" line="64"/>
        <source>Traders &amp;&amp; Builders</source>
        <translation>Kooplieden &amp;&amp; Bouwmeesters</translation>
    </message>
    <message>
        <location filename="../ui/rulesdialog.ui" line="79"/>
        <source>Edition</source>
        <translation>Editie</translation>
    </message>
    <message>
        <location filename="../ui/rulesdialog.ui" line="111"/>
        <source>Players</source>
        <translation>Spelers</translation>
    </message>
    <message>
        <location filename="../src/app/editing/rulesdialog.cpp" line="59"/>
        <source>Default of the edition</source>
        <translation>Standaard van de editie</translation>
    </message>
</context>
<context>
    <name>ml::RulesPanelDock</name>
    <message>
        <location filename="../src/app/explore/rulespaneldock.cpp" line="88"/>
        <source>Rules</source>
        <translation>Spelregels</translation>
    </message>
    <message>
        <location filename="../src/app/explore/rulespaneldock.cpp" line="89"/>
        <source>Search rules: id, title or text</source>
        <translation>Spelregels zoeken: nummer, titel of tekst</translation>
    </message>
    <message>
        <location filename="../src/app/explore/rulespaneldock.cpp" line="91"/>
        <source>Search the rules</source>
        <translation>Spelregels zoeken</translation>
    </message>
    <message>
        <location filename="../src/app/explore/rulespaneldock.cpp" line="92"/>
        <source>Rule texts</source>
        <translation>Teksten van de spelregels</translation>
    </message>
    <message>
        <location filename="../src/app/explore/rulespaneldock.cpp" line="120"/>
        <source>Rules option: %1</source>
        <translation>Spelregeloptie: %1</translation>
    </message>
    <message>
        <location filename="../src/app/explore/rulespaneldock.cpp" line="129"/>
        <source>Examples:</source>
        <translation>Voorbeelden:</translation>
    </message>
    <message>
        <location filename="../src/app/explore/rulespaneldock.cpp" line="140"/>
        <source>No rule matches “%1”.</source>
        <translation>Geen spelregel past bij “%1”.</translation>
    </message>
</context>
<context>
    <name>ml::ScoreLogDock</name>
    <message>
        <location filename="../src/app/explore/scorelogdock.cpp" line="86"/>
        <source>Score log</source>
        <translation>Puntenlijst</translation>
    </message>
    <message>
        <location filename="../src/app/explore/scorelogdock.cpp" line="87"/>
        <source>Scores</source>
        <translation>Stand</translation>
    </message>
    <message>
        <location filename="../src/app/explore/scorelogdock.cpp" line="89"/>
        <source>Score log: the steps that score</source>
        <translation>Puntenlijst: de stappen die punten opleveren</translation>
    </message>
    <message>
        <location filename="../src/app/explore/scorelogdock.cpp" line="90"/>
        <source>Scores per player</source>
        <translation>Stand per speler</translation>
    </message>
    <message>
        <location filename="../src/app/explore/scorelogdock.cpp" line="91"/>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <location filename="../src/app/explore/scorelogdock.cpp" line="91"/>
        <source>At this step</source>
        <translation>Bij deze stap</translation>
    </message>
    <message>
        <location filename="../src/app/explore/scorelogdock.cpp" line="91"/>
        <source>At the end</source>
        <translation>Aan het eind</translation>
    </message>
</context>
<context>
    <name>ml::ScoreLogModel</name>
    <message>
        <location filename="../src/editor/scorelogmodel.cpp" line="167"/>
        <source>Final scoring</source>
        <translation>Eindtelling</translation>
    </message>
    <message>
        <location filename="../src/editor/scorelogmodel.cpp" line="173"/>
        <source>Move %1: %2 discards %3</source>
        <translation>Beurt %1: %2 legt %3 terzijde</translation>
    </message>
    <message>
        <location filename="../src/editor/scorelogmodel.cpp" line="174"/>
        <source>Move %1: %2, castle %3 at %4</source>
        <translation>Beurt %1: %2, burcht %3 op %4</translation>
    </message>
    <message>
        <location filename="../src/editor/scorelogmodel.cpp" line="175"/>
        <source>Move %1: %2, tile %3 at %4</source>
        <translation>Beurt %1: %2, tegel %3 op %4</translation>
    </message>
    <message>
        <location filename="../src/editor/scorelogmodel.cpp" line="258"/>
        <source>Move and scoring</source>
        <translation>Beurt en telling</translation>
    </message>
</context>
<context>
    <name>ml::SelectTool</name>
    <message>
        <location filename="../src/app/editing/selecttool.cpp" line="199"/>
        <source>The tiles cannot go there: %1</source>
        <translation>De tegels kunnen daar niet liggen: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/app/editing/selecttool.cpp" line="235"/>
        <source>Selected %n tile(s)</source>
        <translation>
            <numerusform>%n tegel gekozen</numerusform>
            <numerusform>%n tegels gekozen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/app/editing/selecttool.cpp" line="236"/>
        <source>%n figure(s)</source>
        <translation>
            <numerusform>%n speelstuk</numerusform>
            <numerusform>%n speelstukken</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/app/editing/selecttool.cpp" line="237"/>
        <source>%n annotation(s)</source>
        <translation>
            <numerusform>%n aantekening</numerusform>
            <numerusform>%n aantekeningen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/app/editing/selecttool.cpp" line="255"/>
        <source>there is nothing to stand on here</source>
        <translation>hier is niets om op te staan</translation>
    </message>
    <message>
        <location filename="../src/app/editing/selecttool.cpp" line="263"/>
        <location filename="../src/app/editing/selecttool.cpp" line="275"/>
        <location filename="../src/app/editing/selecttool.cpp" line="286"/>
        <source>The figure cannot stand there: %1</source>
        <translation>Het speelstuk kan daar niet staan: %1</translation>
    </message>
    <message>
        <location filename="../src/app/editing/selecttool.cpp" line="265"/>
        <source>Release to put the figure here.</source>
        <translation>Laat los om het speelstuk hier neer te zetten.</translation>
    </message>
    <message>
        <location filename="../src/app/editing/selecttool.cpp" line="284"/>
        <source>Relocated to %1 at %2,%3.</source>
        <translation>Verplaatst naar %1 op %2,%3.</translation>
    </message>
    <message>
        <location filename="../src/app/editing/selecttool.cpp" line="294"/>
        <source>The tiles cannot turn: %1</source>
        <translation>De tegels kunnen niet draaien: %1</translation>
    </message>
    <message>
        <location filename="../src/app/editing/selecttool.cpp" line="308"/>
        <source>Cannot delete: %1</source>
        <translation>Verwijderen lukt niet: %1</translation>
    </message>
    <message>
        <location filename="../src/app/editing/selecttool.cpp" line="357"/>
        <source>Enter selects the tile here (Ctrl+Enter adds it); R turns the selection and Delete removes it.</source>
        <translation>Enter selecteert de tegel hier (Ctrl+Enter voegt hem toe); R draait de selectie en Delete haalt haar weg.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/app/editing/selecttoolmarks.cpp" line="122"/>
        <source>Moved %n annotation(s).</source>
        <translation>
            <numerusform>%n aantekening verplaatst.</numerusform>
            <numerusform>%n aantekeningen verplaatst.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/app/editing/selecttoolmarks.cpp" line="124"/>
        <source>The marks cannot go there: %1</source>
        <translation>De aantekeningen kunnen daar niet staan: %1</translation>
    </message>
    <message>
        <location filename="../src/app/editing/selecttoolmarks.cpp" line="146"/>
        <source>Cannot recolour: %1</source>
        <translation>Herkleuren lukt niet: %1</translation>
    </message>
    <message>
        <location filename="../src/app/editing/selecttoolmarks.cpp" line="158"/>
        <source>Cannot reshape: %1</source>
        <translation>Vorm wijzigen lukt niet: %1</translation>
    </message>
    <message>
        <location filename="../src/app/editing/selecttoolmarks.cpp" line="171"/>
        <source>Cannot change the marker: %1</source>
        <translation>Merkteken wijzigen lukt niet: %1</translation>
    </message>
    <message>
        <location filename="../src/app/editing/selecttoolmarks.cpp" line="177"/>
        <source>Text of the mark</source>
        <translation>Tekst van de aantekening</translation>
    </message>
    <message>
        <location filename="../src/app/editing/selecttoolmarks.cpp" line="179"/>
        <source>A label needs a text.</source>
        <translation>Een tekst mag niet leeg zijn.</translation>
    </message>
    <message>
        <location filename="../src/app/editing/selecttoolmarks.cpp" line="183"/>
        <source>Cannot change the text: %1</source>
        <translation>De tekst wijzigen lukt niet: %1</translation>
    </message>
    <message>
        <location filename="../src/app/editing/selecttoolmarks.cpp" line="193"/>
        <source>Edit marker…</source>
        <translation>Merkteken bewerken…</translation>
    </message>
    <message>
        <location filename="../src/app/editing/selecttoolmarks.cpp" line="196"/>
        <source>Edit text…</source>
        <translation>Tekst bewerken…</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/app/editing/selecttoolmarks.cpp" line="198"/>
        <source>Delete %n annotation(s)</source>
        <translation>
            <numerusform>%n aantekening verwijderen</numerusform>
            <numerusform>%n aantekeningen verwijderen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ml::SetNames</name>
    <message>
        <location filename="../src/editor/setnames.cpp" line="11"/>
        <source>Base game</source>
        <translation>Basisspel</translation>
    </message>
    <message>
        <location filename="../src/editor/setnames.cpp" line="13"/>
        <source>Hills &amp; Sheep</source>
        <translation>Schapen en Heuvels</translation>
    </message>
    <message>
        <location filename="../src/editor/setnames.cpp" line="15"/>
        <source>Castles in Germany</source>
        <translation>Burchten in Duitsland</translation>
    </message>
    <message>
        <location filename="../src/editor/setnames.cpp" line="17"/>
        <source>Mage &amp; Witch</source>
        <translation>Tovenaar en Heks</translation>
    </message>
    <message>
        <location filename="../src/editor/setnames.cpp" line="19"/>
        <source>The Abbot</source>
        <translation>De Abt</translation>
    </message>
    <message>
        <location filename="../src/editor/setnames.cpp" line="21"/>
        <source>The River</source>
        <translation>De Rivier</translation>
    </message>
    <message>
        <location filename="../src/editor/setnames.cpp" line="23"/>
        <source>Inns &amp; Cathedrals</source>
        <translation>Kathedralen en Herbergen</translation>
    </message>
    <message>
        <location filename="../src/editor/setnames.cpp" line="25"/>
        <source>Traders &amp; Builders</source>
        <translation>Kooplieden en Bouwmeesters</translation>
    </message>
</context>
<context>
    <name>ml::StepperDock</name>
    <message>
        <location filename="../ui/stepperdock.ui" line="6"/>
        <source>Step through</source>
        <translation>Stap voor stap</translation>
    </message>
    <message>
        <location filename="../ui/stepperdock.ui" line="74"/>
        <source>Explanation of the step</source>
        <translation>Uitleg van de stap</translation>
    </message>
    <message>
        <location filename="../ui/stepperdock.ui" line="84"/>
        <source>Scores at this step</source>
        <translation>Stand bij deze stap</translation>
    </message>
    <message>
        <location filename="../ui/stepperdock.ui" line="113"/>
        <source>First</source>
        <translation>Eerste</translation>
    </message>
    <message>
        <location filename="../ui/stepperdock.ui" line="116"/>
        <source>The set-up, before the first move (Home)</source>
        <translation>De beginopstelling, voor de eerste beurt (Home)</translation>
    </message>
    <message>
        <location filename="../ui/stepperdock.ui" line="127"/>
        <source>Previous</source>
        <translation>Vorige</translation>
    </message>
    <message>
        <location filename="../ui/stepperdock.ui" line="130"/>
        <source>One step back (Left or Alt+Left)</source>
        <translation>Eén stap terug (Links of Alt+Links)</translation>
    </message>
    <message>
        <location filename="../ui/stepperdock.ui" line="138"/>
        <source>Next</source>
        <translation>Volgende</translation>
    </message>
    <message>
        <location filename="../ui/stepperdock.ui" line="141"/>
        <source>One step forward (Right or Alt+Right)</source>
        <translation>Eén stap verder (Rechts of Alt+Rechts)</translation>
    </message>
    <message>
        <location filename="../ui/stepperdock.ui" line="149"/>
        <source>Last</source>
        <translation>Laatste</translation>
    </message>
    <message>
        <location filename="../ui/stepperdock.ui" line="152"/>
        <source>The last step, the end of the final scoring (End)</source>
        <translation>De laatste stap, het einde van de eindtelling (End)</translation>
    </message>
    <message>
        <location filename="../ui/stepperdock.ui" line="94"/>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <location filename="../ui/stepperdock.ui" line="99"/>
        <source>Score</source>
        <translation>Punten</translation>
    </message>
    <message>
        <location filename="../ui/stepperdock.ui" line="104"/>
        <source>This step</source>
        <translation>Deze stap</translation>
    </message>
    <message>
        <location filename="../src/app/explore/stepperdock.cpp" line="115"/>
        <source>The game cannot end here: %1</source>
        <translation>Het spel kan hier nog niet afgelopen zijn: %1</translation>
    </message>
    <message>
        <location filename="../src/app/explore/stepperdock.cpp" line="116"/>
        <source>The next move is refused: %1</source>
        <translation>De volgende beurt wordt geweigerd: %1</translation>
    </message>
    <message>
        <location filename="../src/app/explore/stepperdock.cpp" line="153"/>
        <source>No board</source>
        <translation>Geen bord</translation>
    </message>
    <message>
        <location filename="../src/app/explore/stepperdock.cpp" line="153"/>
        <source>The board cannot be set up</source>
        <translation>Het bord kan niet worden opgezet</translation>
    </message>
    <message>
        <location filename="../src/app/explore/stepperdock.cpp" line="161"/>
        <source>Step %1 of %2</source>
        <translation>Stap %1 van %2</translation>
    </message>
    <message>
        <location filename="../src/app/explore/stepperdock.cpp" line="175"/>
        <source>+%1</source>
        <translation>+%1</translation>
    </message>
</context>
<context>
    <name>ml::TileArtChooser</name>
    <message>
        <location filename="../src/app/window/tileartchooser.cpp" line="56"/>
        <source>The tile pictures&apos; folder %1 cannot be read: the tiles keep the built-in art</source>
        <translation>De map met tegelafbeeldingen %1 kan niet gelezen worden: de tegels houden de ingebouwde tekeningen</translation>
    </message>
    <message>
        <location filename="../src/app/window/tileartchooser.cpp" line="82"/>
        <source>Choose a folder of tile pictures</source>
        <translation>Kies een map met tegelafbeeldingen</translation>
    </message>
    <message>
        <location filename="../src/app/window/tileartchooser.cpp" line="94"/>
        <location filename="../src/app/window/tileartchooser.cpp" line="153"/>
        <source>Tile art</source>
        <translation>Tegelafbeeldingen</translation>
    </message>
    <message>
        <location filename="../src/app/window/tileartchooser.cpp" line="95"/>
        <source>%1 is not a folder that can be read. The tiles keep their art.</source>
        <translation>%1 is geen map die gelezen kan worden. De tegels houden hun tekeningen.</translation>
    </message>
    <message>
        <location filename="../src/app/window/tileartchooser.cpp" line="130"/>
        <source>Tiles drawn as line art for print</source>
        <translation>Tegels getekend als lijntekening om af te drukken</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/app/window/tileartchooser.cpp" line="131"/>
        <source>Tiles drawn from %n picture(s) in %1</source>
        <translation>
            <numerusform>Tegels getekend met %n afbeelding uit %1</numerusform>
            <numerusform>Tegels getekend met %n afbeeldingen uit %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/app/window/tileartchooser.cpp" line="138"/>
        <source>%n tile(s) have no picture in %1 and keep the built-in art: %2</source>
        <translation>
            <numerusform>%n tegel heeft geen afbeelding in %1 en houdt de ingebouwde tekening: %2</numerusform>
            <numerusform>%n tegels hebben geen afbeelding in %1 en houden de ingebouwde tekeningen: %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/app/window/tileartchooser.cpp" line="143"/>
        <source>%n picture(s) in %1 refused.</source>
        <translation>
            <numerusform>%n afbeelding in %1 geweigerd.</numerusform>
            <numerusform>%n afbeeldingen in %1 geweigerd.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/app/window/tileartchooser.cpp" line="169"/>
        <source>not a PNG picture</source>
        <translation>geen PNG-afbeelding</translation>
    </message>
    <message>
        <location filename="../src/app/window/tileartchooser.cpp" line="172"/>
        <source>the picture&apos;s data is damaged or cut short</source>
        <translation>de gegevens van de afbeelding zijn beschadigd of afgebroken</translation>
    </message>
    <message>
        <location filename="../src/app/window/tileartchooser.cpp" line="175"/>
        <source>the SVG engine cannot draw it</source>
        <translation>de SVG kan niet getekend worden</translation>
    </message>
    <message>
        <location filename="../src/app/window/tileartchooser.cpp" line="178"/>
        <source>the picture is %1 x %2 pixels; a tile picture may be at most %3 pixels on a side and %4 pixels in all (4096 x 4096)</source>
        <translation>de afbeelding is %1 x %2 pixels; een tegelafbeelding mag hoogstens %3 pixels breed of hoog zijn en hoogstens %4 pixels in totaal (4096 x 4096)</translation>
    </message>
    <message>
        <location filename="../src/app/window/tileartchooser.cpp" line="185"/>
        <source>the picture has no size</source>
        <translation>de afbeelding heeft geen afmetingen</translation>
    </message>
    <message>
        <location filename="../src/app/window/tileartchooser.cpp" line="188"/>
        <source>not a valid SVG: line %1, column %2: %3</source>
        <translation>geen geldige SVG: regel %1, kolom %2: %3</translation>
    </message>
    <message>
        <location filename="../src/app/window/tileartchooser.cpp" line="191"/>
        <source>the SVG declares a document type (DTD), which tile pictures may not</source>
        <translation>de SVG geeft een documenttype (DTD) op, wat een tegelafbeelding niet mag</translation>
    </message>
    <message>
        <location filename="../src/app/window/tileartchooser.cpp" line="194"/>
        <source>the SVG holds the processing instruction &quot;%1&quot;, which tile pictures may not</source>
        <translation>de SVG bevat de verwerkingsinstructie &quot;%1&quot;, wat een tegelafbeelding niet mag</translation>
    </message>
    <message>
        <location filename="../src/app/window/tileartchooser.cpp" line="198"/>
        <source>not an SVG: the document is a &lt;%1&gt;</source>
        <translation>geen SVG: het document is een &lt;%1&gt;</translation>
    </message>
    <message>
        <location filename="../src/app/window/tileartchooser.cpp" line="201"/>
        <source>the SVG holds an &lt;image&gt;; a tile picture in SVG is drawn from shapes only (save a scan as PNG)</source>
        <translation>de SVG bevat een &lt;image&gt;; een tegelafbeelding in SVG bestaat alleen uit vormen (bewaar een scan als PNG)</translation>
    </message>
    <message>
        <location filename="../src/app/window/tileartchooser.cpp" line="205"/>
        <source>the SVG refers to something outside itself: %1</source>
        <translation>de SVG verwijst naar iets buiten zichzelf: %1</translation>
    </message>
    <message>
        <location filename="../src/app/window/tileartchooser.cpp" line="208"/>
        <source>the SVG nests its elements more than %1 deep</source>
        <translation>de SVG nest zijn elementen meer dan %1 diep</translation>
    </message>
    <message>
        <location filename="../src/app/window/tileartchooser.cpp" line="211"/>
        <source>the SVG holds more than %1 &lt;use&gt; elements</source>
        <translation>de SVG bevat meer dan %1 &lt;use&gt;-elementen</translation>
    </message>
    <message>
        <location filename="../src/app/window/tileartchooser.cpp" line="214"/>
        <source>the folder holds more than %1 tile pictures</source>
        <translation>de map bevat meer dan %1 tegelafbeeldingen</translation>
    </message>
    <message>
        <location filename="../src/app/window/tileartchooser.cpp" line="217"/>
        <source>the tile already has a picture, %1</source>
        <translation>de tegel heeft al een afbeelding, %1</translation>
    </message>
    <message>
        <location filename="../src/app/window/tileartchooser.cpp" line="220"/>
        <source>%1: %2</source>
        <comment>file name: reason</comment>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>ml::TilePaletteDock</name>
    <message numerus="yes">
        <location filename="../src/app/editing/tilepalettedock.cpp" line="251"/>
        <source>%n mismatched side(s)</source>
        <translation>
            <numerusform>%n zijde past niet</numerusform>
            <numerusform>%n zijden passen niet</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/app/editing/tilepalettedock.cpp" line="253"/>
        <source>Free placement put these tiles where their sides do not match. A board file may not hold mismatched sides, so the board cannot be saved until they are fixed.</source>
        <translation>Vrij aanleggen heeft deze tegels gelegd waar hun zijden niet passen. Een bordbestand mag geen niet-passende zijden bevatten, dus het bord kan pas worden opgeslagen als ze goed liggen.</translation>
    </message>
    <message>
        <location filename="../src/app/editing/tilepalettedock.cpp" line="261"/>
        <source>Tiles</source>
        <translation>Tegels</translation>
    </message>
    <message>
        <location filename="../src/app/editing/tilepalettedock.cpp" line="262"/>
        <source>Search by id…</source>
        <translation>Zoeken op id…</translation>
    </message>
    <message>
        <location filename="../src/app/editing/tilepalettedock.cpp" line="264"/>
        <source>Tile palette</source>
        <translation>Tegelpalet</translation>
    </message>
    <message>
        <location filename="../src/app/editing/tilepalettedock.cpp" line="265"/>
        <source>Search the tiles by id</source>
        <translation>Tegels zoeken op id</translation>
    </message>
    <message>
        <location filename="../src/app/editing/tilepalettedock.cpp" line="266"/>
        <source>Tiles of the set</source>
        <translation>Tegels van de uitbreiding</translation>
    </message>
    <message>
        <location filename="../src/app/editing/tilepalettedock.cpp" line="267"/>
        <source>Mismatched sides</source>
        <translation>Zijden die niet passen</translation>
    </message>
    <message>
        <location filename="../src/app/editing/tilepalettedock.cpp" line="268"/>
        <source>Free placement</source>
        <translation>Vrij aanleggen</translation>
    </message>
    <message>
        <location filename="../src/app/editing/tilepalettedock.cpp" line="270"/>
        <source>Free placement (F): put tiles where their sides do not match, to arrange a puzzle set-up. Mismatched sides are marked red and must be fixed before saving.</source>
        <translation>Vrij aanleggen (F): leg tegels ook waar hun zijden niet passen, om een puzzel op te zetten. Niet-passende zijden worden rood gemarkeerd en moeten voor het opslaan goed liggen.</translation>
    </message>
    <message>
        <location filename="../src/app/editing/tilepalettedock.cpp" line="276"/>
        <source>All sets</source>
        <translation>Alle uitbreidingen</translation>
    </message>
</context>
<context>
    <name>ml::TilePlaceTool</name>
    <message>
        <location filename="../src/app/editing/tileplacetool.cpp" line="52"/>
        <source>Pick a tile in the palette; Enter there brings it here.</source>
        <translation>Kies een tegel in het paneel Tegels; Enter daar brengt hem hierheen.</translation>
    </message>
    <message>
        <location filename="../src/app/editing/tileplacetool.cpp" line="53"/>
        <source>Enter places tile %1 here; R turns it.</source>
        <translation>Enter legt tegel %1 hier; R draait hem.</translation>
    </message>
    <message>
        <location filename="../src/app/editing/tileplacetool.cpp" line="98"/>
        <source>Pick a tile in the palette.</source>
        <translation>Kies een tegel in het palet.</translation>
    </message>
    <message>
        <location filename="../src/app/editing/tileplacetool.cpp" line="99"/>
        <source>Click to place tile %1; R turns it.</source>
        <translation>Klik om tegel %1 te leggen; R draait hem.</translation>
    </message>
    <message>
        <location filename="../src/app/editing/tileplacetool.cpp" line="148"/>
        <source>Tile %1 goes at %2,%3 with mismatched sides (free placement): %4</source>
        <translation>Tegel %1 komt op %2,%3 met zijden die niet passen (vrij aanleggen): %4</translation>
    </message>
    <message>
        <location filename="../src/app/editing/tileplacetool.cpp" line="154"/>
        <source>Tile %1 fits at %2,%3 (turned %4°).</source>
        <translation>Tegel %1 past op %2,%3 (%4° gedraaid).</translation>
    </message>
    <message>
        <location filename="../src/app/editing/tileplacetool.cpp" line="160"/>
        <source>Tile %1 cannot go at %2,%3: %4</source>
        <translation>Tegel %1 kan niet op %2,%3: %4</translation>
    </message>
    <message>
        <location filename="../src/app/editing/tileplacetool.cpp" line="184"/>
        <source>Tile %1 cannot go there: %2</source>
        <translation>Tegel %1 kan daar niet liggen: %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/app/editing/tileplacetool.cpp" line="190"/>
        <source>Tile %1 placed. The board has %n mismatched side(s), marked red; it cannot be saved until they are fixed.</source>
        <translation>
            <numerusform>Tegel %1 aangelegd. Het bord heeft %n zijde die niet past, rood gemarkeerd; het kan pas worden opgeslagen als die goed ligt.</numerusform>
            <numerusform>Tegel %1 aangelegd. Het bord heeft %n zijden die niet passen, rood gemarkeerd; het kan pas worden opgeslagen als die goed liggen.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/app/editing/tileplacetool.cpp" line="195"/>
        <source>Tile %1 placed. A meeple on it: %2</source>
        <translation>Tegel %1 gelegd. Een meeple erop: %2</translation>
    </message>
    <message>
        <location filename="../src/app/editing/tileplacetool.cpp" line="206"/>
        <source>Place a tile first: the number keys put a meeple on the tile just placed.</source>
        <translation>Leg eerst een tegel: de cijfertoetsen zetten een meeple op de tegel die net gelegd is.</translation>
    </message>
    <message>
        <location filename="../src/app/editing/tileplacetool.cpp" line="213"/>
        <source>Tile %1 has no spot %2: %3</source>
        <translation>Tegel %1 heeft geen plek %2: %3</translation>
    </message>
    <message>
        <location filename="../src/app/editing/tileplacetool.cpp" line="257"/>
        <source>Only the set-up can be edited; switch off the position after the moves.</source>
        <translation>Alleen de beginopstelling kan worden bewerkt; zet de stand na de beurten uit.</translation>
    </message>
    <message>
        <location filename="../src/app/editing/tileplacetool.cpp" line="262"/>
        <source>Tile %1 is not in the sets of this board.</source>
        <translation>Tegel %1 hoort niet bij de spellen van dit bord.</translation>
    </message>
</context>
<context>
    <name>ml::TurnChoices</name>
    <message>
        <location filename="../ui/turnchoices.ui" line="21"/>
        <source>Mage and witch</source>
        <translation>Tovenaar en heks</translation>
    </message>
    <message>
        <location filename="../ui/turnchoices.ui" line="28"/>
        <source>Mage</source>
        <translation>Tovenaar</translation>
    </message>
    <message>
        <location filename="../ui/turnchoices.ui" line="33"/>
        <source>Witch</source>
        <translation>Heks</translation>
    </message>
    <message>
        <location filename="../src/app/explore/turnchoices.cpp" line="132"/>
        <source>Remove it</source>
        <translation>Weghalen</translation>
    </message>
    <message>
        <location filename="../src/app/explore/turnchoices.cpp" line="132"/>
        <source>Take it off</source>
        <translation>Van het speelveld halen</translation>
    </message>
    <message>
        <location filename="../ui/turnchoices.ui" line="47"/>
        <source>Figure</source>
        <translation>Speelstuk</translation>
    </message>
    <message>
        <location filename="../ui/turnchoices.ui" line="54"/>
        <source>Meeple</source>
        <translation>Meeple</translation>
    </message>
    <message>
        <location filename="../ui/turnchoices.ui" line="59"/>
        <source>Shepherd</source>
        <translation>Herder</translation>
    </message>
    <message>
        <location filename="../ui/turnchoices.ui" line="64"/>
        <source>Abbot</source>
        <translation>Abt</translation>
    </message>
    <message>
        <location filename="../ui/turnchoices.ui" line="69"/>
        <source>Large meeple</source>
        <translation>Grote meeple</translation>
    </message>
    <message>
        <location filename="../ui/turnchoices.ui" line="74"/>
        <source>Builder</source>
        <translation>Bouwmeester</translation>
    </message>
    <message>
        <location filename="../ui/turnchoices.ui" line="79"/>
        <source>Pig</source>
        <translation>Varken</translation>
    </message>
    <message>
        <location filename="../ui/turnchoices.ui" line="87"/>
        <source>No figure</source>
        <translation>Geen speelstuk</translation>
    </message>
    <message>
        <location filename="../ui/turnchoices.ui" line="94"/>
        <source>Take the abbot back</source>
        <translation>De abt terugnemen</translation>
    </message>
    <message>
        <location filename="../ui/turnchoices.ui" line="97"/>
        <source>Instead of placing a figure: the abbot comes home and scores 1 + its neighbouring tiles</source>
        <translation>In plaats van een speelstuk te zetten: de abt komt terug in voorraad en telt 1 + zijn aangrenzende tegels</translation>
    </message>
    <message>
        <location filename="../ui/turnchoices.ui" line="107"/>
        <source>Flock</source>
        <translation>Kudde</translation>
    </message>
    <message>
        <location filename="../ui/turnchoices.ui" line="113"/>
        <source>Grow</source>
        <translation>Uitbreiden</translation>
    </message>
    <message>
        <location filename="../ui/turnchoices.ui" line="120"/>
        <source>Stable</source>
        <translation>Naar de stal</translation>
    </message>
    <message>
        <location filename="../ui/turnchoices.ui" line="127"/>
        <source>Pass</source>
        <translation>Overslaan</translation>
    </message>
    <message>
        <location filename="../src/app/explore/turnchoices.cpp" line="133"/>
        <source>Only when the rules make the flock action optional.</source>
        <translation>Alleen als de spelregels de actie met de kudde vrijlaten.</translation>
    </message>
</context>
<context>
    <name>ml::VariantCompareDialog</name>
    <message>
        <location filename="../src/app/explore/variantcomparedialog.cpp" line="127"/>
        <source>%1 (this board)</source>
        <translation>%1 (dit bord)</translation>
    </message>
    <message>
        <location filename="../src/app/explore/variantcomparedialog.cpp" line="162"/>
        <source>The board cannot be played: %1</source>
        <translation>Het bord kan niet worden gespeeld: %1</translation>
    </message>
    <message>
        <location filename="../src/app/explore/variantcomparedialog.cpp" line="161"/>
        <source>With “%1” the board cannot be played: %2</source>
        <translation>Met „%1” kan het bord niet worden gespeeld: %2</translation>
    </message>
    <message>
        <location filename="../src/app/explore/variantcomparedialog.cpp" line="48"/>
        <source>there is nothing compared yet</source>
        <translation>er is nog niets vergeleken</translation>
    </message>
    <message>
        <location filename="../src/app/explore/variantcomparedialog.cpp" line="61"/>
        <source>Export both readings</source>
        <translation>Beide lezingen exporteren</translation>
    </message>
    <message>
        <location filename="../src/app/explore/variantcomparedialog.cpp" line="62"/>
        <source>PNG image (*.png)</source>
        <translation>PNG-afbeelding (*.png)</translation>
    </message>
    <message>
        <location filename="../src/app/explore/variantcomparedialog.cpp" line="63"/>
        <source>SVG drawing (*.svg)</source>
        <translation>SVG-tekening (*.svg)</translation>
    </message>
    <message>
        <location filename="../src/app/explore/variantcomparedialog.cpp" line="70"/>
        <source>Export failed</source>
        <translation>Exporteren mislukt</translation>
    </message>
    <message>
        <location filename="../src/app/explore/variantcomparedialog.cpp" line="71"/>
        <source>The picture could not be saved: %1</source>
        <translation>De afbeelding kon niet worden opgeslagen: %1</translation>
    </message>
    <message>
        <location filename="../src/app/explore/variantcomparedialog.cpp" line="167"/>
        <source>With “%1” every scoring comes out the same.</source>
        <translation>Met „%1” komt elke puntentelling hetzelfde uit.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/app/explore/variantcomparedialog.cpp" line="169"/>
        <source>%n scoring(s) differ with “%1” instead of “%2”.</source>
        <translation>
            <numerusform>%n puntentelling verschilt met „%1” in plaats van „%2”.</numerusform>
            <numerusform>%n puntentellingen verschillen met „%1” in plaats van „%2”.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/app/explore/variantcomparedialog.cpp" line="177"/>
        <source>Final scoring</source>
        <translation>Eindtelling</translation>
    </message>
    <message>
        <location filename="../src/app/explore/variantcomparedialog.cpp" line="177"/>
        <source>Move %1</source>
        <translation>Beurt %1</translation>
    </message>
    <message>
        <location filename="../src/app/explore/variantcomparedialog.cpp" line="178"/>
        <location filename="../src/app/explore/variantcomparedialog.cpp" line="213"/>
        <source>(no such scoring)</source>
        <translation>(geen zulke telling)</translation>
    </message>
    <message>
        <location filename="../ui/variantcomparedialog.ui" line="14"/>
        <source>Compare variants</source>
        <translation>Varianten vergelijken</translation>
    </message>
    <message>
        <location filename="../ui/variantcomparedialog.ui" line="23"/>
        <source>Score this board again with one rules option changed and see which scorings and totals come out differently.</source>
        <translation>Tel dit bord opnieuw met één andere spelregeloptie en zie welke tellingen en totalen anders uitkomen.</translation>
    </message>
    <message>
        <location filename="../ui/variantcomparedialog.ui" line="38"/>
        <source>&amp;Option:</source>
        <translation>&amp;Optie:</translation>
    </message>
    <message>
        <location filename="../ui/variantcomparedialog.ui" line="54"/>
        <source>&amp;Value:</source>
        <translation>&amp;Waarde:</translation>
    </message>
    <message>
        <location filename="../ui/variantcomparedialog.ui" line="86"/>
        <source>When</source>
        <translation>Wanneer</translation>
    </message>
    <message>
        <location filename="../ui/variantcomparedialog.ui" line="91"/>
        <source>With the board&apos;s rules</source>
        <translation>Met de regels van het bord</translation>
    </message>
    <message>
        <location filename="../ui/variantcomparedialog.ui" line="96"/>
        <source>With the variant</source>
        <translation>Met de variant</translation>
    </message>
    <message>
        <location filename="../ui/variantcomparedialog.ui" line="121"/>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <location filename="../ui/variantcomparedialog.ui" line="126"/>
        <source>Board&apos;s rules</source>
        <translation>Regels van het bord</translation>
    </message>
    <message>
        <location filename="../ui/variantcomparedialog.ui" line="131"/>
        <source>Variant</source>
        <translation>Variant</translation>
    </message>
    <message>
        <location filename="../ui/variantcomparedialog.ui" line="136"/>
        <source>Difference</source>
        <translation>Verschil</translation>
    </message>
    <message>
        <location filename="../ui/variantcomparedialog.ui" line="146"/>
        <source>One picture with the board under both readings side by side, each captioned with its option</source>
        <translation>Eén afbeelding met het bord onder beide lezingen naast elkaar, elk met zijn optie als bijschrift</translation>
    </message>
    <message>
        <location filename="../ui/variantcomparedialog.ui" line="149"/>
        <source>&amp;Export both as one picture…</source>
        <translation>Beide als één afbeelding &amp;exporteren…</translation>
    </message>
</context>
</TS>
