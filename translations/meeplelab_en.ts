<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_GB">
<context>
    <name>AnnotationColorButton</name>
    <message>
        <location filename="../src/app/editing/annotationcolorbutton.cpp" line="24"/>
        <source>Black</source>
        <translation>Black</translation>
    </message>
    <message>
        <location filename="../src/app/editing/annotationcolorbutton.cpp" line="25"/>
        <source>Orange</source>
        <translation>Orange</translation>
    </message>
    <message>
        <location filename="../src/app/editing/annotationcolorbutton.cpp" line="26"/>
        <source>Sky blue</source>
        <translation>Sky blue</translation>
    </message>
    <message>
        <location filename="../src/app/editing/annotationcolorbutton.cpp" line="27"/>
        <source>Bluish green</source>
        <translation>Bluish green</translation>
    </message>
    <message>
        <location filename="../src/app/editing/annotationcolorbutton.cpp" line="28"/>
        <source>Yellow</source>
        <translation>Yellow</translation>
    </message>
    <message>
        <location filename="../src/app/editing/annotationcolorbutton.cpp" line="29"/>
        <source>Blue</source>
        <translation>Blue</translation>
    </message>
    <message>
        <location filename="../src/app/editing/annotationcolorbutton.cpp" line="30"/>
        <source>Vermilion</source>
        <translation>Vermilion</translation>
    </message>
    <message>
        <location filename="../src/app/editing/annotationcolorbutton.cpp" line="31"/>
        <source>Reddish purple</source>
        <translation>Reddish purple</translation>
    </message>
</context>
<context>
    <name>BoardRenderer</name>
    <message>
        <location filename="../src/render/boardrenderer.cpp" line="31"/>
        <source>mage</source>
        <translation>mage</translation>
    </message>
    <message>
        <location filename="../src/render/boardrenderer.cpp" line="32"/>
        <source>witch</source>
        <translation>witch</translation>
    </message>
    <message>
        <location filename="../src/render/boardrenderer.cpp" line="34"/>
        <source>shepherd and flock (%1)</source>
        <extracomment>%1 is the player&apos;s name.</extracomment>
        <translation>shepherd and flock (%1)</translation>
    </message>
    <message>
        <location filename="../src/render/boardrenderer.cpp" line="36"/>
        <source>castle lord (%1)</source>
        <extracomment>%1 is the player&apos;s name. A meeple standing on a German castle (R-GC-4).</extracomment>
        <translation>castle lord (%1)</translation>
    </message>
    <message>
        <location filename="../src/render/boardrenderer.cpp" line="38"/>
        <source>abbot (%1)</source>
        <extracomment>%1 is the player&apos;s name. The abbot figure of the C2/C3 base box (R-AB-1).</extracomment>
        <translation>abbot (%1)</translation>
    </message>
    <message>
        <location filename="../src/render/boardrenderer.cpp" line="40"/>
        <source>large meeple (%1)</source>
        <translation></translation>
    </message>
    <message>
        <location filename="../src/render/boardrenderer.cpp" line="41"/>
        <source>builder (%1)</source>
        <translation></translation>
    </message>
    <message>
        <location filename="../src/render/boardrenderer.cpp" line="42"/>
        <source>pig (%1)</source>
        <translation></translation>
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
        <translation>Red</translation>
    </message>
    <message>
        <location filename="../src/render/boardrenderer.cpp" line="59"/>
        <source>Blue</source>
        <translation>Blue</translation>
    </message>
    <message>
        <location filename="../src/render/boardrenderer.cpp" line="60"/>
        <source>Green</source>
        <translation>Green</translation>
    </message>
    <message>
        <location filename="../src/render/boardrenderer.cpp" line="60"/>
        <source>Yellow</source>
        <translation>Yellow</translation>
    </message>
    <message>
        <location filename="../src/render/boardrenderer.cpp" line="61"/>
        <source>Black</source>
        <translation>Black</translation>
    </message>
    <message>
        <location filename="../src/render/boardrenderer.cpp" line="61"/>
        <source>Pink</source>
        <translation>Pink</translation>
    </message>
    <message>
        <location filename="../src/render/boardrenderer.cpp" line="708"/>
        <source>the picture size must be positive</source>
        <translation>the picture size must be positive</translation>
    </message>
    <message>
        <location filename="../src/render/boardrenderer.cpp" line="726"/>
        <source>the picture is too large to make in memory</source>
        <translation>the picture is too large to make in memory</translation>
    </message>
    <message>
        <location filename="../src/render/boardrenderer.cpp" line="735"/>
        <location filename="../src/render/boardrenderer.cpp" line="770"/>
        <source>cannot write %1</source>
        <translation>cannot write %1</translation>
    </message>
    <message>
        <location filename="../src/render/boardrenderer.cpp" line="736"/>
        <location filename="../src/render/boardrenderer.cpp" line="771"/>
        <source>cannot write %1: %2</source>
        <translation>cannot write %1: %2</translation>
    </message>
</context>
<context>
    <name>Commands</name>
    <message numerus="yes">
        <location filename="../src/editor/boardedits.cpp" line="189"/>
        <source>Rotate %n tile(s)</source>
        <translation>
            <numerusform>Rotate %n tile</numerusform>
            <numerusform>Rotate %n tiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/boardedits.cpp" line="249"/>
        <source>Remove %n tile(s)</source>
        <translation>
            <numerusform>Remove %n tile</numerusform>
            <numerusform>Remove %n tiles</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/editor/boardedits.cpp" line="274"/>
        <source>Relocate %1</source>
        <translation>Relocate %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/boardedits.cpp" line="301"/>
        <source>Remove %n figure(s)</source>
        <translation>
            <numerusform>Remove %n figure</numerusform>
            <numerusform>Remove %n figures</numerusform>
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
        <translation>shepherd</translation>
    </message>
    <message>
        <location filename="../src/editor/boardedits.cpp" line="102"/>
        <source>mage</source>
        <translation>mage</translation>
    </message>
    <message>
        <location filename="../src/editor/boardedits.cpp" line="103"/>
        <source>witch</source>
        <translation>witch</translation>
    </message>
    <message>
        <location filename="../src/editor/boardedits.cpp" line="207"/>
        <source>Relocate tile %1</source>
        <translation>Relocate tile %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/boardedits.cpp" line="208"/>
        <source>Relocate %n tile(s)</source>
        <translation>
            <numerusform>Relocate %n tile</numerusform>
            <numerusform>Relocate %n tiles</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/editor/boardedits.cpp" line="260"/>
        <source>Place %1</source>
        <translation>Place %1</translation>
    </message>
    <message>
        <location filename="../src/editor/boardedits.cpp" line="300"/>
        <source>Remove %1</source>
        <translation>Remove %1</translation>
    </message>
    <message>
        <location filename="../src/editor/boardedits.cpp" line="318"/>
        <source>Add player %1</source>
        <translation>Add player %1</translation>
    </message>
    <message>
        <location filename="../src/editor/boardedits.cpp" line="360"/>
        <source>Remove player %1</source>
        <translation>Remove player %1</translation>
    </message>
    <message>
        <location filename="../src/editor/boardedits.cpp" line="341"/>
        <source>Change player %1</source>
        <translation>Change player %1</translation>
    </message>
    <message>
        <location filename="../src/editor/boardedits.cpp" line="380"/>
        <source>Set rule option %1</source>
        <translation>Set rule option %1</translation>
    </message>
    <message>
        <location filename="../src/editor/boardedits.cpp" line="385"/>
        <source>Change sets and edition</source>
        <translation>Change sets and edition</translation>
    </message>
    <message>
        <location filename="../src/editor/boardedits.cpp" line="167"/>
        <source>Place tile %1</source>
        <translation>Place tile %1</translation>
    </message>
    <message>
        <location filename="../src/editor/boardedits.cpp" line="188"/>
        <source>Rotate tile %1</source>
        <translation>Rotate tile %1</translation>
    </message>
    <message>
        <location filename="../src/editor/boardedits.cpp" line="248"/>
        <source>Remove tile %1</source>
        <translation>Remove tile %1</translation>
    </message>
    <message>
        <location filename="../src/editor/turnedits.cpp" line="108"/>
        <source>Record move %1</source>
        <translation>Record move %1</translation>
    </message>
    <message>
        <location filename="../src/editor/turnedits.cpp" line="129"/>
        <source>Remove move %1</source>
        <translation>Remove move %1</translation>
    </message>
    <message>
        <location filename="../src/editor/turnedits.cpp" line="130"/>
        <source>Remove moves %1-%2</source>
        <translation>Remove moves %1-%2</translation>
    </message>
    <message>
        <location filename="../src/editor/turnedits.cpp" line="117"/>
        <source>Change move %1</source>
        <translation>Change move %1</translation>
    </message>
    <message>
        <location filename="../src/editor/boardedits.cpp" line="454"/>
        <source>Remove puzzle</source>
        <translation>Remove puzzle</translation>
    </message>
    <message>
        <location filename="../src/editor/boardedits.cpp" line="445"/>
        <source>Set puzzle</source>
        <translation>Set puzzle</translation>
    </message>
    <message>
        <location filename="../src/editor/annotationedits.cpp" line="26"/>
        <source>Add arrow</source>
        <translation>Add arrow</translation>
    </message>
    <message>
        <location filename="../src/editor/annotationedits.cpp" line="26"/>
        <source>Add ring</source>
        <translation>Add ring</translation>
    </message>
    <message>
        <location filename="../src/editor/annotationedits.cpp" line="27"/>
        <source>Add number</source>
        <translation>Add number</translation>
    </message>
    <message>
        <location filename="../src/editor/annotationedits.cpp" line="27"/>
        <source>Add highlight</source>
        <translation>Add highlight</translation>
    </message>
    <message>
        <location filename="../src/editor/annotationedits.cpp" line="28"/>
        <source>Add label</source>
        <translation>Add label</translation>
    </message>
    <message>
        <location filename="../src/editor/annotationedits.cpp" line="28"/>
        <source>Add dimmed cells</source>
        <translation>Add dimmed cells</translation>
    </message>
    <message>
        <location filename="../src/editor/annotationedits.cpp" line="115"/>
        <source>Change annotation</source>
        <translation>Change annotation</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/annotationedits.cpp" line="148"/>
        <source>Move %n annotation(s)</source>
        <translation>
            <numerusform>Move %n annotation</numerusform>
            <numerusform>Move %n annotations</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/annotationedits.cpp" line="167"/>
        <source>Recolour %n annotation(s)</source>
        <translation>
            <numerusform>Recolour %n annotation</numerusform>
            <numerusform>Recolour %n annotations</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/annotationedits.cpp" line="187"/>
        <source>Remove %n annotation(s)</source>
        <translation>
            <numerusform>Remove %n annotation</numerusform>
            <numerusform>Remove %n annotations</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/annotationedits.cpp" line="258"/>
        <source>Reshape %n marker(s)</source>
        <translation>
            <numerusform>Reshape %n marker</numerusform>
            <numerusform>Reshape %n markers</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/editor/annotationedits.cpp" line="279"/>
        <source>Change marker</source>
        <translation>Change marker</translation>
    </message>
    <message>
        <location filename="../src/editor/annotationedits.cpp" line="289"/>
        <source>Change caption</source>
        <translation>Change caption</translation>
    </message>
    <message>
        <location filename="../src/editor/pictureedits.cpp" line="35"/>
        <source>Change picture settings</source>
        <translation>Change picture settings</translation>
    </message>
</context>
<context>
    <name>FigureSpots</name>
    <message>
        <location filename="../src/app/editing/figurespots.cpp" line="20"/>
        <source>road</source>
        <comment>figure spot</comment>
        <translation>road</translation>
    </message>
    <message>
        <location filename="../src/app/editing/figurespots.cpp" line="22"/>
        <source>city</source>
        <comment>figure spot</comment>
        <translation>city</translation>
    </message>
    <message>
        <location filename="../src/app/editing/figurespots.cpp" line="24"/>
        <source>field</source>
        <comment>figure spot</comment>
        <translation>field</translation>
    </message>
    <message>
        <location filename="../src/app/editing/figurespots.cpp" line="26"/>
        <source>monastery</source>
        <comment>figure spot</comment>
        <translation>monastery</translation>
    </message>
    <message>
        <location filename="../src/app/editing/figurespots.cpp" line="28"/>
        <source>castle</source>
        <comment>figure spot</comment>
        <translation>castle</translation>
    </message>
    <message>
        <location filename="../src/app/editing/figurespots.cpp" line="30"/>
        <source>garden</source>
        <comment>figure spot</comment>
        <translation>garden</translation>
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
        <translation>E</translation>
    </message>
    <message>
        <location filename="../src/app/editing/figurespots.cpp" line="51"/>
        <source>S</source>
        <comment>south</comment>
        <translation>S</translation>
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
        <translation>e</translation>
    </message>
    <message>
        <location filename="../src/app/editing/figurespots.cpp" line="55"/>
        <source>s</source>
        <comment>south half</comment>
        <translation>s</translation>
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
        <translation>Right!</translation>
    </message>
    <message>
        <location filename="../src/render/lessonhandout.cpp" line="183"/>
        <source>Not right yet: look again.</source>
        <translation>Not right yet: look again.</translation>
    </message>
    <message>
        <location filename="../src/render/lessonhandout.cpp" line="195"/>
        <source>Cell</source>
        <translation>Cell</translation>
    </message>
    <message>
        <location filename="../src/render/lessonhandout.cpp" line="198"/>
        <source>Turned (degrees)</source>
        <translation>Turned (degrees)</translation>
    </message>
    <message>
        <location filename="../src/render/lessonhandout.cpp" line="200"/>
        <source>The page checks where the tile goes and how it is turned; the figure is in the answers.</source>
        <translation>The page checks where the tile goes and how it is turned; the figure is in the answers.</translation>
    </message>
    <message>
        <location filename="../src/render/lessonhandout.cpp" line="207"/>
        <source>Your answer</source>
        <translation>Your answer</translation>
    </message>
    <message>
        <location filename="../src/render/lessonhandout.cpp" line="208"/>
        <source>Your teacher has the answer to this question.</source>
        <translation>Your teacher has the answer to this question.</translation>
    </message>
    <message>
        <location filename="../src/render/lessonhandout.cpp" line="215"/>
        <source>Check</source>
        <translation>Check</translation>
    </message>
    <message>
        <location filename="../src/render/lessonhandout.cpp" line="276"/>
        <source>%1 turned %2°</source>
        <translation>%1 turned %2°</translation>
    </message>
    <message>
        <location filename="../src/render/lessonhandout.cpp" line="280"/>
        <source>figure on %1</source>
        <translation>figure on %1</translation>
    </message>
    <message>
        <location filename="../src/render/lessonhandout.cpp" line="392"/>
        <source>Previous page</source>
        <translation>Previous page</translation>
    </message>
    <message>
        <location filename="../src/render/lessonhandout.cpp" line="393"/>
        <source>Next page</source>
        <translation>Next page</translation>
    </message>
    <message>
        <location filename="../src/render/lessonhandout.cpp" line="402"/>
        <source>The board of page %1</source>
        <translation>The board of page %1</translation>
    </message>
    <message>
        <location filename="../src/render/lessonhandout.cpp" line="457"/>
        <source>Question: %1</source>
        <translation>Question: %1</translation>
    </message>
    <message>
        <location filename="../src/render/lessonhandout.cpp" line="465"/>
        <source>Answers</source>
        <translation>Answers</translation>
    </message>
</context>
<context>
    <name>PicturePages</name>
    <message>
        <location filename="../src/render/pdffile.cpp" line="71"/>
        <source>cannot write %1: %2</source>
        <translation>cannot write %1: %2</translation>
    </message>
    <message>
        <location filename="../src/render/pdffile.cpp" line="68"/>
        <source>cannot write %1</source>
        <translation>cannot write %1</translation>
    </message>
</context>
<context>
    <name>PuzzleAnswerWatch</name>
    <message>
        <location filename="../src/editor/boardedits.cpp" line="464"/>
        <source>Update the puzzle&apos;s answer</source>
        <translation>Update the puzzle&apos;s answer</translation>
    </message>
</context>
<context>
    <name>PuzzleLibrary</name>
    <message>
        <location filename="../src/app/puzzles/puzzlelibrary.cpp" line="20"/>
        <source>The folder %1 does not exist.</source>
        <translation>The folder %1 does not exist.</translation>
    </message>
</context>
<context>
    <name>PuzzleProgressText</name>
    <message>
        <location filename="../src/app/puzzles/puzzleprogresstext.cpp" line="14"/>
        <source>solved</source>
        <translation>solved</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzleprogresstext.cpp" line="16"/>
        <source>revealed</source>
        <translation>revealed</translation>
    </message>
</context>
<context>
    <name>PuzzleSheet</name>
    <message>
        <location filename="../src/render/puzzlesheet.cpp" line="140"/>
        <source>Puzzles</source>
        <translation>Puzzles</translation>
    </message>
    <message>
        <location filename="../src/render/puzzlesheet.cpp" line="222"/>
        <source>Answers</source>
        <translation>Answers</translation>
    </message>
    <message>
        <location filename="../src/render/puzzlesheet.cpp" line="245"/>
        <source>Meeple Lab · page %1 of %2</source>
        <extracomment>The foot of a printed puzzle sheet: &quot;Meeple Lab · page 2 of 5&quot;.</extracomment>
        <translation>Meeple Lab · page %1 of %2</translation>
    </message>
    <message>
        <location filename="../src/render/puzzlesheetpuzzle.cpp" line="28"/>
        <source>Red</source>
        <translation>Red</translation>
    </message>
    <message>
        <location filename="../src/render/puzzlesheetpuzzle.cpp" line="29"/>
        <source>Blue</source>
        <translation>Blue</translation>
    </message>
    <message>
        <location filename="../src/render/puzzlesheetpuzzle.cpp" line="30"/>
        <source>Green</source>
        <translation>Green</translation>
    </message>
    <message>
        <location filename="../src/render/puzzlesheetpuzzle.cpp" line="31"/>
        <source>Yellow</source>
        <translation>Yellow</translation>
    </message>
    <message>
        <location filename="../src/render/puzzlesheetpuzzle.cpp" line="32"/>
        <source>Black</source>
        <translation>Black</translation>
    </message>
    <message>
        <location filename="../src/render/puzzlesheetpuzzle.cpp" line="33"/>
        <source>Pink</source>
        <translation>Pink</translation>
    </message>
    <message>
        <location filename="../src/render/puzzlesheetpuzzle.cpp" line="54"/>
        <source>shepherd</source>
        <translation>shepherd</translation>
    </message>
    <message>
        <location filename="../src/render/puzzlesheetpuzzle.cpp" line="56"/>
        <source>mage</source>
        <translation>mage</translation>
    </message>
    <message>
        <location filename="../src/render/puzzlesheetpuzzle.cpp" line="58"/>
        <source>witch</source>
        <translation>witch</translation>
    </message>
    <message>
        <location filename="../src/render/puzzlesheetpuzzle.cpp" line="60"/>
        <source>abbot</source>
        <translation>abbot</translation>
    </message>
    <message>
        <location filename="../src/render/puzzlesheetpuzzle.cpp" line="62"/>
        <source>large meeple</source>
        <translation>large meeple</translation>
    </message>
    <message>
        <location filename="../src/render/puzzlesheetpuzzle.cpp" line="64"/>
        <source>builder</source>
        <translation>builder</translation>
    </message>
    <message>
        <location filename="../src/render/puzzlesheetpuzzle.cpp" line="66"/>
        <source>pig</source>
        <translation>pig</translation>
    </message>
    <message>
        <location filename="../src/render/puzzlesheetpuzzle.cpp" line="70"/>
        <source>meeple</source>
        <translation>meeple</translation>
    </message>
    <message>
        <location filename="../src/render/puzzlesheetpuzzle.cpp" line="82"/>
        <source>tile %1 at (%2, %3) turned %4°</source>
        <translation>tile %1 at (%2, %3) turned %4°</translation>
    </message>
    <message>
        <location filename="../src/render/puzzlesheetpuzzle.cpp" line="88"/>
        <source>%1 taken off the board</source>
        <translation>%1 taken off the board</translation>
    </message>
    <message>
        <location filename="../src/render/puzzlesheetpuzzle.cpp" line="91"/>
        <source>%1 to (%2, %3) %4</source>
        <translation>%1 to (%2, %3) %4</translation>
    </message>
    <message>
        <location filename="../src/render/puzzlesheetpuzzle.cpp" line="96"/>
        <source>%1 on %2</source>
        <translation>%1 on %2</translation>
    </message>
    <message>
        <location filename="../src/render/puzzlesheetpuzzle.cpp" line="99"/>
        <source>take the abbot back</source>
        <translation>take the abbot back</translation>
    </message>
    <message>
        <location filename="../src/render/puzzlesheetpuzzle.cpp" line="100"/>
        <source>no figure</source>
        <translation>no figure</translation>
    </message>
    <message>
        <location filename="../src/render/puzzlesheetpuzzle.cpp" line="102"/>
        <source>then grow the flock</source>
        <translation>then grow the flock</translation>
    </message>
    <message>
        <location filename="../src/render/puzzlesheetpuzzle.cpp" line="104"/>
        <source>then drive the flock to the stable</source>
        <translation>then drive the flock to the stable</translation>
    </message>
    <message>
        <location filename="../src/render/puzzlesheetpuzzle.cpp" line="125"/>
        <source>Final scores: %1</source>
        <translation>Final scores: %1</translation>
    </message>
    <message>
        <location filename="../src/render/puzzlesheetpuzzle.cpp" line="128"/>
        <source>Points of the last move: %1</source>
        <translation>Points of the last move: %1</translation>
    </message>
    <message>
        <location filename="../src/render/puzzlesheetpuzzle.cpp" line="132"/>
        <source>Best gain over the others: %1</source>
        <translation>Best gain over the others: %1</translation>
    </message>
    <message>
        <location filename="../src/render/puzzlesheetpuzzle.cpp" line="176"/>
        <source>No answer key yet.</source>
        <translation>No answer key yet.</translation>
    </message>
</context>
<context>
    <name>RecoveryStore</name>
    <message>
        <location filename="../src/editor/recoverystore.cpp" line="90"/>
        <source>cannot make the folder %1</source>
        <translation>cannot make the folder %1</translation>
    </message>
    <message>
        <location filename="../src/editor/recoverystore.cpp" line="102"/>
        <source>cannot lock the recovery folder %1</source>
        <translation>cannot lock the recovery folder %1</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../src/editor/boardedits.cpp" line="422"/>
        <source>Change rules</source>
        <translation>Change rules</translation>
    </message>
</context>
<context>
    <name>SaveFile</name>
    <message>
        <location filename="../src/editor/savewrite.cpp" line="21"/>
        <location filename="../src/render/exportfile.cpp" line="36"/>
        <source>only %1 of %2 bytes could be written (is the disk full?); the file was left as it was</source>
        <translation>only %1 of %2 bytes could be written (is the disk full?); the file was left as it was</translation>
    </message>
</context>
<context>
    <name>TilePaletteModel</name>
    <message>
        <location filename="../src/editor/tilepalettemodel.cpp" line="68"/>
        <source>%1 (0 left, %2 over)</source>
        <extracomment>palette entry of a tile used more often than the box holds: &quot;G (0 left, 3 over)&quot;</extracomment>
        <translation>%1 (0 left, %2 over)</translation>
    </message>
    <message>
        <location filename="../src/editor/tilepalettemodel.cpp" line="72"/>
        <source>%1 (%2 left)</source>
        <extracomment>palette entry: tile id and copies left, e.g. &quot;D (3 left)&quot;</extracomment>
        <translation>%1 (%2 left)</translation>
    </message>
    <message>
        <location filename="../src/editor/tilepalettemodel.cpp" line="75"/>
        <source>Tile %1: the box holds %2, and the board has %3 more than that</source>
        <translation>Tile %1: the box holds %2, and the board has %3 more than that</translation>
    </message>
    <message>
        <location filename="../src/editor/tilepalettemodel.cpp" line="81"/>
        <source>Tile %1: %2 of %3 copies left</source>
        <translation>Tile %1: %2 of %3 copies left</translation>
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
        <translation>the board cannot be scored under both readings</translation>
    </message>
    <message>
        <location filename="../src/app/explore/variantpicture.cpp" line="111"/>
        <source>cannot write %1</source>
        <translation>cannot write %1</translation>
    </message>
    <message>
        <location filename="../src/app/explore/variantpicture.cpp" line="112"/>
        <source>cannot write %1: %2</source>
        <translation>cannot write %1: %2</translation>
    </message>
</context>
<context>
    <name>ml::AnalysisController</name>
    <message>
        <location filename="../src/app/explore/analysiscontroller.cpp" line="165"/>
        <source>&amp;Analysis board</source>
        <translation>&amp;Analysis board</translation>
    </message>
    <message>
        <location filename="../src/app/explore/analysiscontroller.cpp" line="166"/>
        <source>&amp;Outlook</source>
        <translation>&amp;Outlook</translation>
    </message>
    <message>
        <location filename="../src/app/explore/analysiscontroller.cpp" line="167"/>
        <source>Back to the position</source>
        <translation>Back to the position</translation>
    </message>
    <message>
        <location filename="../src/app/explore/analysiscontroller.cpp" line="222"/>
        <source>The game is over: no tile is left to place.</source>
        <translation>The game is over: no tile is left to place.</translation>
    </message>
    <message>
        <location filename="../src/app/explore/analysiscontroller.cpp" line="228"/>
        <source>Choose a tile to see where it gains most.</source>
        <translation>Choose a tile to see where it gains most.</translation>
    </message>
    <message>
        <location filename="../src/app/explore/analysiscontroller.cpp" line="233"/>
        <source>The analysis board works on boards of at most %1 tiles; this one has %2.</source>
        <translation>The analysis board works on boards of at most %1 tiles; this one has %2.</translation>
    </message>
    <message>
        <location filename="../src/app/explore/analysiscontroller.cpp" line="250"/>
        <source>Searching every move of tile %1…</source>
        <translation>Searching every move of tile %1…</translation>
    </message>
    <message>
        <location filename="../src/app/explore/analysiscontroller.cpp" line="259"/>
        <source>Tile %1 cannot be analysed here.</source>
        <translation>Tile %1 cannot be analysed here.</translation>
    </message>
    <message>
        <location filename="../src/app/explore/analysiscontroller.cpp" line="273"/>
        <source>Search cancelled.</source>
        <translation>Search cancelled.</translation>
    </message>
    <message>
        <location filename="../src/app/explore/analysiscontroller.cpp" line="288"/>
        <source>Tile %1 fits nowhere on this board.</source>
        <translation>Tile %1 fits nowhere on this board.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/app/explore/analysiscontroller.cpp" line="291"/>
        <source>Tile %1 fits on %n cell(s). The best gain is %2; point at a cell for its moves.</source>
        <translation>
            <numerusform>Tile %1 fits on %n cell. The best gain is %2; point at a cell for its moves.</numerusform>
            <numerusform>Tile %1 fits on %n cells. The best gain is %2; point at a cell for its moves.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/app/explore/analysiscontroller.cpp" line="304"/>
        <source>Point at a coloured cell to list its best moves.</source>
        <translation>Point at a coloured cell to list its best moves.</translation>
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
        <translation>Best moves at %1 (click one to see the board after it):</translation>
    </message>
    <message>
        <location filename="../src/app/explore/analysiscontroller.cpp" line="319"/>
        <source>the first %1 of %2.</source>
        <translation>the first %1 of %2.</translation>
    </message>
    <message>
        <location filename="../src/app/explore/analysiscontroller.cpp" line="337"/>
        <source>The board after this move. Back (Esc) returns to the position.</source>
        <translation>The board after this move. Back (Esc) returns to the position.</translation>
    </message>
</context>
<context>
    <name>ml::AnalysisDock</name>
    <message>
        <location filename="../ui/analysisdock.ui" line="6"/>
        <source>Analysis board</source>
        <translation>Analysis board</translation>
    </message>
    <message>
        <location filename="../ui/analysisdock.ui" line="18"/>
        <source>&amp;Tile:</source>
        <translation>&amp;Tile:</translation>
    </message>
    <message>
        <location filename="../ui/analysisdock.ui" line="28"/>
        <source>The tile to analyse: every cell where it fits shows its best gain</source>
        <translation>The tile to analyse: every cell where it fits shows its best gain</translation>
    </message>
    <message>
        <location filename="../ui/analysisdock.ui" line="38"/>
        <source>&amp;Player:</source>
        <translation>&amp;Player:</translation>
    </message>
    <message>
        <location filename="../ui/analysisdock.ui" line="72"/>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <location filename="../ui/analysisdock.ui" line="97"/>
        <source>Click a move to see the board after it</source>
        <translation>Click a move to see the board after it</translation>
    </message>
    <message>
        <location filename="../ui/analysisdock.ui" line="104"/>
        <source>Back to the position (Esc)</source>
        <translation>Back to the position (Esc)</translation>
    </message>
    <message>
        <location filename="../src/app/explore/analysisdock.cpp" line="154"/>
        <source>Next of the stack: %1</source>
        <translation>Next of the stack: %1</translation>
    </message>
</context>
<context>
    <name>ml::AnalysisOverlay</name>
    <message>
        <location filename="../src/app/explore/analysisoverlay.cpp" line="186"/>
        <source>Best gain</source>
        <translation>Best gain</translation>
    </message>
</context>
<context>
    <name>ml::AnalysisText</name>
    <message>
        <location filename="../src/editor/analysisboard.cpp" line="99"/>
        <source>abbot taken back</source>
        <translation>abbot taken back</translation>
    </message>
    <message>
        <location filename="../src/editor/analysisboard.cpp" line="100"/>
        <source>no figure</source>
        <translation>no figure</translation>
    </message>
    <message>
        <location filename="../src/editor/analysisboard.cpp" line="108"/>
        <source>shepherd in the field %1</source>
        <translation>shepherd in the field %1</translation>
    </message>
    <message>
        <location filename="../src/editor/analysisboard.cpp" line="110"/>
        <source>abbot in the garden %1</source>
        <translation>abbot in the garden %1</translation>
    </message>
    <message>
        <location filename="../src/editor/analysisboard.cpp" line="111"/>
        <source>abbot in the monastery %1</source>
        <translation>abbot in the monastery %1</translation>
    </message>
    <message>
        <location filename="../src/editor/analysisboard.cpp" line="114"/>
        <source>meeple on the road %1</source>
        <translation>meeple on the road %1</translation>
    </message>
    <message>
        <location filename="../src/editor/analysisboard.cpp" line="116"/>
        <source>meeple in the city %1</source>
        <translation>meeple in the city %1</translation>
    </message>
    <message>
        <location filename="../src/editor/analysisboard.cpp" line="118"/>
        <source>meeple in the monastery %1</source>
        <translation>meeple in the monastery %1</translation>
    </message>
    <message>
        <location filename="../src/editor/analysisboard.cpp" line="120"/>
        <source>farmer in the field %1</source>
        <translation>farmer in the field %1</translation>
    </message>
    <message>
        <location filename="../src/editor/analysisboard.cpp" line="122"/>
        <source>lord in the castle %1</source>
        <translation>lord in the castle %1</translation>
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
        <translation>%1 to %2</translation>
    </message>
    <message>
        <location filename="../src/editor/analysisboard.cpp" line="148"/>
        <location filename="../src/editor/analysisboard.cpp" line="151"/>
        <source>mage</source>
        <translation>mage</translation>
    </message>
    <message>
        <location filename="../src/editor/analysisboard.cpp" line="148"/>
        <location filename="../src/editor/analysisboard.cpp" line="151"/>
        <source>witch</source>
        <translation>witch</translation>
    </message>
    <message>
        <location filename="../src/editor/analysisboard.cpp" line="150"/>
        <source>%1 taken off</source>
        <comment>magic figure removed</comment>
        <translation>%1 taken off</translation>
    </message>
    <message>
        <location filename="../src/editor/analysisboard.cpp" line="152"/>
        <source>flock grows</source>
        <translation>flock grows</translation>
    </message>
    <message>
        <location filename="../src/editor/analysisboard.cpp" line="153"/>
        <source>flock to the stable</source>
        <translation>flock to the stable</translation>
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
        <translation>If the game then ended: %1</translation>
    </message>
</context>
<context>
    <name>ml::AnnotationColorButton</name>
    <message>
        <location filename="../src/app/editing/annotationcolorbutton.cpp" line="107"/>
        <source>Each mark&apos;s own colour</source>
        <translation>Each mark&apos;s own colour</translation>
    </message>
    <message>
        <location filename="../src/app/editing/annotationcolorbutton.cpp" line="113"/>
        <source>Recent colours</source>
        <translation>Recent colours</translation>
    </message>
    <message>
        <location filename="../src/app/editing/annotationcolorbutton.cpp" line="118"/>
        <source>Other colour…</source>
        <translation>Other colour…</translation>
    </message>
    <message>
        <location filename="../src/app/editing/annotationcolorbutton.cpp" line="124"/>
        <source>Colour of the marks</source>
        <translation>Colour of the marks</translation>
    </message>
    <message>
        <location filename="../src/app/editing/annotationcolorbutton.cpp" line="135"/>
        <source>Colour</source>
        <translation>Colour</translation>
    </message>
    <message>
        <location filename="../src/app/editing/annotationcolorbutton.cpp" line="136"/>
        <source>The colour of new marks and of the selected ones</source>
        <translation>The colour of new marks and of the selected ones</translation>
    </message>
</context>
<context>
    <name>ml::AnnotationTextDialog</name>
    <message>
        <location filename="../ui/annotationtextdialog.ui" line="18"/>
        <source>Each picture shows the text of its language. Leave Dutch empty to use the English text in both.</source>
        <translation>Each picture shows the text of its language. Leave Dutch empty to use the English text in both.</translation>
    </message>
    <message>
        <location filename="../ui/annotationtextdialog.ui" line="31"/>
        <source>&amp;English:</source>
        <translation>&amp;English:</translation>
    </message>
    <message>
        <location filename="../ui/annotationtextdialog.ui" line="47"/>
        <source>&amp;Dutch:</source>
        <translation>&amp;Dutch:</translation>
    </message>
</context>
<context>
    <name>ml::AnnotationTool</name>
    <message>
        <location filename="../src/app/editing/annotationtool.cpp" line="45"/>
        <source>Arrow</source>
        <translation>Arrow</translation>
    </message>
    <message>
        <location filename="../src/app/editing/annotationtool.cpp" line="47"/>
        <source>Ring</source>
        <translation>Ring</translation>
    </message>
    <message>
        <location filename="../src/app/editing/annotationtool.cpp" line="49"/>
        <source>Number</source>
        <translation>Number</translation>
    </message>
    <message>
        <location filename="../src/app/editing/annotationtool.cpp" line="51"/>
        <source>Highlight</source>
        <translation>Highlight</translation>
    </message>
    <message>
        <location filename="../src/app/editing/annotationtool.cpp" line="53"/>
        <location filename="../src/app/editing/annotationtool.cpp" line="201"/>
        <location filename="../src/app/editing/annotationtool.cpp" line="356"/>
        <source>Label</source>
        <translation>Label</translation>
    </message>
    <message>
        <location filename="../src/app/editing/annotationtool.cpp" line="55"/>
        <source>Dim</source>
        <translation>Dim</translation>
    </message>
    <message>
        <location filename="../src/app/editing/annotationtool.cpp" line="65"/>
        <source>Drag from one point to another; the ends snap to figure spots and cell centres, Shift leaves them free.</source>
        <translation>Drag from one point to another; the ends snap to figure spots and cell centres, Shift leaves them free.</translation>
    </message>
    <message>
        <location filename="../src/app/editing/annotationtool.cpp" line="69"/>
        <source>Click the part of a tile whose figure spot gets a ring.</source>
        <translation>Click the part of a tile whose figure spot gets a ring.</translation>
    </message>
    <message>
        <location filename="../src/app/editing/annotationtool.cpp" line="74"/>
        <source>Click where the next marker goes, or a marker to change its shape and meaning; Shift leaves it free.</source>
        <translation>Click where the next marker goes, or a marker to change its shape and meaning; Shift leaves it free.</translation>
    </message>
    <message>
        <location filename="../src/app/editing/annotationtool.cpp" line="76"/>
        <source>Click where the next marker goes (%1), or a marker to change its shape and meaning; Shift leaves it free.</source>
        <translation>Click where the next marker goes (%1), or a marker to change its shape and meaning; Shift leaves it free.</translation>
    </message>
    <message>
        <location filename="../src/app/editing/annotationtool.cpp" line="82"/>
        <source>Click a city, road, field or monastery to tint the whole feature.</source>
        <translation>Click a city, road, field or monastery to tint the whole feature.</translation>
    </message>
    <message>
        <location filename="../src/app/editing/annotationtool.cpp" line="85"/>
        <source>Click where the text goes.</source>
        <translation>Click where the text goes.</translation>
    </message>
    <message>
        <location filename="../src/app/editing/annotationtool.cpp" line="88"/>
        <source>Drag a rectangle over the cells to draw faded.</source>
        <translation>Drag a rectangle over the cells to draw faded.</translation>
    </message>
    <message>
        <location filename="../src/app/editing/annotationtool.cpp" line="139"/>
        <source>Marker changed.</source>
        <translation>Marker changed.</translation>
    </message>
    <message>
        <location filename="../src/app/editing/annotationtool.cpp" line="141"/>
        <source>The marker cannot be changed: %1</source>
        <translation>The marker cannot be changed: %1</translation>
    </message>
    <message>
        <location filename="../src/app/editing/annotationtool.cpp" line="151"/>
        <source>A circle or a square needs a text: choose numbers or letters.</source>
        <translation>A circle or a square needs a text: choose numbers or letters.</translation>
    </message>
    <message>
        <location filename="../src/app/editing/annotationtool.cpp" line="176"/>
        <source>%1 added.</source>
        <translation>%1 added.</translation>
    </message>
    <message>
        <location filename="../src/app/editing/annotationtool.cpp" line="178"/>
        <source>The mark cannot go there: %1</source>
        <translation>The mark cannot go there: %1</translation>
    </message>
    <message>
        <location filename="../src/app/editing/annotationtool.cpp" line="212"/>
        <source>Click the part of a tile: there is nothing here to mark.</source>
        <translation>Click the part of a tile: there is nothing here to mark.</translation>
    </message>
    <message>
        <location filename="../src/app/editing/annotationtool.cpp" line="250"/>
        <source>Drag from one point to another to draw an arrow.</source>
        <translation>Drag from one point to another to draw an arrow.</translation>
    </message>
    <message>
        <location filename="../src/app/editing/annotationtool.cpp" line="254"/>
        <location filename="../src/app/editing/annotationtool.cpp" line="375"/>
        <source>Arrow label (may stay empty)</source>
        <translation>Arrow label (may stay empty)</translation>
    </message>
    <message>
        <location filename="../src/app/editing/annotationtool.cpp" line="271"/>
        <source>Take fewer cells (at most 400).</source>
        <translation>Take fewer cells (at most 400).</translation>
    </message>
    <message>
        <location filename="../src/app/editing/annotationtool.cpp" line="323"/>
        <source>This tile has no spot %1: %2</source>
        <translation>This tile has no spot %1: %2</translation>
    </message>
    <message>
        <location filename="../src/app/editing/annotationtool.cpp" line="324"/>
        <location filename="../src/app/editing/annotationtool.cpp" line="345"/>
        <source>There is no tile here to mark.</source>
        <translation>There is no tile here to mark.</translation>
    </message>
    <message>
        <location filename="../src/app/editing/annotationtool.cpp" line="344"/>
        <source>Press the number of a spot: %1</source>
        <translation>Press the number of a spot: %1</translation>
    </message>
    <message>
        <location filename="../src/app/editing/annotationtool.cpp" line="372"/>
        <source>An arrow needs two points: move the cursor before its end.</source>
        <translation>An arrow needs two points: move the cursor before its end.</translation>
    </message>
    <message>
        <location filename="../src/app/editing/annotationtool.cpp" line="398"/>
        <source>Enter or a spot&apos;s number ends the arrow here; Esc cancels it.</source>
        <translation>Enter or a spot&apos;s number ends the arrow here; Esc cancels it.</translation>
    </message>
    <message>
        <location filename="../src/app/editing/annotationtool.cpp" line="399"/>
        <source>Enter (the cell&apos;s centre) or a spot&apos;s number starts an arrow.</source>
        <translation>Enter (the cell&apos;s centre) or a spot&apos;s number starts an arrow.</translation>
    </message>
    <message>
        <location filename="../src/app/editing/annotationtool.cpp" line="401"/>
        <source>A spot&apos;s number rings that spot.</source>
        <translation>A spot&apos;s number rings that spot.</translation>
    </message>
    <message>
        <location filename="../src/app/editing/annotationtool.cpp" line="403"/>
        <source>Enter puts a marker on the cell&apos;s centre, a spot&apos;s number on that spot; where a marker stands, they open its shape and meaning.</source>
        <translation>Enter puts a marker on the cell&apos;s centre, a spot&apos;s number on that spot; where a marker stands, they open its shape and meaning.</translation>
    </message>
    <message>
        <location filename="../src/app/editing/annotationtool.cpp" line="406"/>
        <source>A spot&apos;s number tints its whole feature.</source>
        <translation>A spot&apos;s number tints its whole feature.</translation>
    </message>
    <message>
        <location filename="../src/app/editing/annotationtool.cpp" line="408"/>
        <source>Enter or a spot&apos;s number writes a label there.</source>
        <translation>Enter or a spot&apos;s number writes a label there.</translation>
    </message>
    <message>
        <location filename="../src/app/editing/annotationtool.cpp" line="410"/>
        <source>Enter fades the cells from %1 to here; Esc cancels.</source>
        <translation>Enter fades the cells from %1 to here; Esc cancels.</translation>
    </message>
    <message>
        <location filename="../src/app/editing/annotationtool.cpp" line="412"/>
        <source>Enter sets the first corner of the cells to fade.</source>
        <translation>Enter sets the first corner of the cells to fade.</translation>
    </message>
</context>
<context>
    <name>ml::AnnotationTools</name>
    <message>
        <location filename="../src/app/editing/annotationtools.cpp" line="99"/>
        <source>Shape of new markers (and of the markers selected)</source>
        <translation>Shape of new markers (and of the markers selected)</translation>
    </message>
    <message>
        <location filename="../src/app/editing/annotationtools.cpp" line="100"/>
        <source>Shape of new markers</source>
        <translation>Shape of new markers</translation>
    </message>
    <message>
        <location filename="../src/app/editing/annotationtools.cpp" line="101"/>
        <source>Text of new markers</source>
        <translation>Text of new markers</translation>
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
        <translation>No text</translation>
    </message>
    <message>
        <location filename="../src/app/editing/annotationtools.cpp" line="105"/>
        <source>What new markers hold: the next number, the next letter, or nothing (a triangle or a cross only)</source>
        <translation>What new markers hold: the next number, the next letter, or nothing (a triangle or a cross only)</translation>
    </message>
    <message>
        <location filename="../src/app/editing/annotationtools.cpp" line="107"/>
        <source>Only at this step</source>
        <translation>Only at this step</translation>
    </message>
    <message>
        <location filename="../src/app/editing/annotationtools.cpp" line="108"/>
        <source>New marks are shown only on the position the board shows now (in Explore: the current step)</source>
        <translation>New marks are shown only on the position the board shows now (in Explore: the current step)</translation>
    </message>
</context>
<context>
    <name>ml::AnswerSecrecy</name>
    <message>
        <location filename="../src/app/puzzles/answersecrecy.cpp" line="30"/>
        <source>Not while the puzzle is being solved: this would show its answer. Check a right answer or press Reveal first.</source>
        <translation>Not while the puzzle is being solved: this would show its answer. Check a right answer or press Reveal first.</translation>
    </message>
</context>
<context>
    <name>ml::BoardAccessible</name>
    <message>
        <location filename="../src/app/editing/boardaccessible.cpp" line="97"/>
        <source>Board</source>
        <translation>Board</translation>
    </message>
    <message>
        <location filename="../src/app/editing/boardaccessible.cpp" line="99"/>
        <source>No board is shown.</source>
        <translation>No board is shown.</translation>
    </message>
    <message>
        <location filename="../src/app/editing/boardaccessible.cpp" line="100"/>
        <source>Columns %1 to %2, rows %3 to %4. Each cell says which tile lies on it, how it is turned and the figures on it.</source>
        <translation>Columns %1 to %2, rows %3 to %4. Each cell says which tile lies on it, how it is turned and the figures on it.</translation>
    </message>
</context>
<context>
    <name>ml::BoardDescription</name>
    <message>
        <location filename="../src/editor/boarddescription.cpp" line="78"/>
        <source>column %1</source>
        <translation>column %1</translation>
    </message>
    <message>
        <location filename="../src/editor/boarddescription.cpp" line="79"/>
        <source>columns %1 to %2</source>
        <translation>columns %1 to %2</translation>
    </message>
    <message>
        <location filename="../src/editor/boarddescription.cpp" line="81"/>
        <source>row %1</source>
        <translation>row %1</translation>
    </message>
    <message>
        <location filename="../src/editor/boarddescription.cpp" line="82"/>
        <source>rows %1 to %2</source>
        <translation>rows %1 to %2</translation>
    </message>
    <message>
        <location filename="../src/editor/boarddescription.cpp" line="83"/>
        <source>%1 and %2</source>
        <comment>columns and rows of an area</comment>
        <translation>%1 and %2</translation>
    </message>
    <message>
        <location filename="../src/editor/boarddescription.cpp" line="97"/>
        <source>within %1</source>
        <comment>a long list of cells: the area</comment>
        <translation>within %1</translation>
    </message>
    <message>
        <location filename="../src/editor/boarddescription.cpp" line="105"/>
        <source>%1 and %2</source>
        <comment>list of cells</comment>
        <translation>%1 and %2</translation>
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
        <translation>No tile lies on the board.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/boarddescription.cpp" line="128"/>
        <source>%n tile(s) on the board, in %1.</source>
        <translation>
            <numerusform>%n tile on the board, in %1.</numerusform>
            <numerusform>%n tiles on the board, in %1.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/editor/boarddescription.cpp" line="141"/>
        <source>%1 to %2</source>
        <comment>a run of columns in a row</comment>
        <translation>%1 to %2</translation>
    </message>
    <message>
        <location filename="../src/editor/boarddescription.cpp" line="145"/>
        <source>Row %1: %2.</source>
        <translation>Row %1: %2.</translation>
    </message>
    <message>
        <location filename="../src/editor/boarddescription.cpp" line="148"/>
        <source>Hills on %1.</source>
        <translation>Hills on %1.</translation>
    </message>
    <message>
        <location filename="../src/editor/boarddescription.cpp" line="149"/>
        <source>Vineyards on %1.</source>
        <translation>Vineyards on %1.</translation>
    </message>
    <message>
        <location filename="../src/editor/boarddescription.cpp" line="170"/>
        <source>the abbot of %1</source>
        <translation>the abbot of %1</translation>
    </message>
    <message>
        <location filename="../src/editor/boarddescription.cpp" line="173"/>
        <source>the large meeple of %1</source>
        <translation>the large meeple of %1</translation>
    </message>
    <message>
        <location filename="../src/editor/boarddescription.cpp" line="176"/>
        <source>the builder of %1</source>
        <translation>the builder of %1</translation>
    </message>
    <message>
        <location filename="../src/editor/boarddescription.cpp" line="179"/>
        <source>the pig of %1</source>
        <translation>the pig of %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/boarddescription.cpp" line="183"/>
        <source>the shepherd of %1 with a flock of %n sheep</source>
        <translation>
            <numerusform>the shepherd of %1 with a flock of %n sheep</numerusform>
            <numerusform>the shepherd of %1 with a flock of %n sheep</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/editor/boarddescription.cpp" line="185"/>
        <source>the shepherd of %1 without a flock</source>
        <translation>the shepherd of %1 without a flock</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/boarddescription.cpp" line="201"/>
        <source>%n meeple(s) of %1</source>
        <comment>figures on a feature: count, player</comment>
        <translation>
            <numerusform>%n meeple of %1</numerusform>
            <numerusform>%n meeples of %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/editor/boarddescription.cpp" line="205"/>
        <location filename="../src/editor/celldescription.cpp" line="98"/>
        <source>the mage</source>
        <translation>the mage</translation>
    </message>
    <message>
        <location filename="../src/editor/boarddescription.cpp" line="206"/>
        <location filename="../src/editor/celldescription.cpp" line="101"/>
        <source>the witch</source>
        <translation>the witch</translation>
    </message>
    <message>
        <location filename="../src/editor/boarddescription.cpp" line="212"/>
        <source>%1 and %2</source>
        <comment>list of figures</comment>
        <translation>%1 and %2</translation>
    </message>
    <message>
        <location filename="../src/editor/boarddescription.cpp" line="213"/>
        <source>On it: %1.</source>
        <comment>the figures on a feature</comment>
        <translation>On it: %1.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/boarddescription.cpp" line="227"/>
        <source>Completed city of %n tile(s): %1.</source>
        <translation>
            <numerusform>Completed city of %n tile: %1.</numerusform>
            <numerusform>Completed city of %n tiles: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/boarddescription.cpp" line="228"/>
        <source>Unfinished city of %n tile(s): %1.</source>
        <translation>
            <numerusform>Unfinished city of %n tile: %1.</numerusform>
            <numerusform>Unfinished city of %n tiles: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/boarddescription.cpp" line="230"/>
        <source>It has %n coat(s) of arms.</source>
        <translation>
            <numerusform>It has %n coat of arms.</numerusform>
            <numerusform>It has %n coats of arms.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/boarddescription.cpp" line="234"/>
        <source>Completed road of %n tile(s): %1.</source>
        <translation>
            <numerusform>Completed road of %n tile: %1.</numerusform>
            <numerusform>Completed road of %n tiles: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/boarddescription.cpp" line="235"/>
        <source>Unfinished road of %n tile(s): %1.</source>
        <translation>
            <numerusform>Unfinished road of %n tile: %1.</numerusform>
            <numerusform>Unfinished road of %n tiles: %1.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/editor/boarddescription.cpp" line="238"/>
        <source>Completed monastery on %1.</source>
        <translation>Completed monastery on %1.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/boarddescription.cpp" line="239"/>
        <source>Unfinished monastery on %1, with %n of its 8 surrounding tiles.</source>
        <translation>
            <numerusform>Unfinished monastery on %1, with %n of its 8 surrounding tiles.</numerusform>
            <numerusform>Unfinished monastery on %1, with %n of its 8 surrounding tiles.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/editor/boarddescription.cpp" line="244"/>
        <source>Completed garden on %1.</source>
        <translation>Completed garden on %1.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/boarddescription.cpp" line="245"/>
        <source>Unfinished garden on %1, with %n of its 8 surrounding tiles.</source>
        <translation>
            <numerusform>Unfinished garden on %1, with %n of its 8 surrounding tiles.</numerusform>
            <numerusform>Unfinished garden on %1, with %n of its 8 surrounding tiles.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/editor/boarddescription.cpp" line="250"/>
        <source>Completed castle on %1.</source>
        <translation>Completed castle on %1.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/boarddescription.cpp" line="251"/>
        <source>Unfinished castle on %1, with %n of its 10 surrounding tiles.</source>
        <translation>
            <numerusform>Unfinished castle on %1, with %n of its 10 surrounding tiles.</numerusform>
            <numerusform>Unfinished castle on %1, with %n of its 10 surrounding tiles.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/boarddescription.cpp" line="256"/>
        <source>Field of %n tile(s): %1.</source>
        <translation>
            <numerusform>Field of %n tile: %1.</numerusform>
            <numerusform>Field of %n tiles: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/boarddescription.cpp" line="261"/>
        <source>It borders %n completed city(s).</source>
        <translation>
            <numerusform>It borders %n completed city.</numerusform>
            <numerusform>It borders %n completed cities.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/boarddescription.cpp" line="265"/>
        <source>The river runs over %n tile(s): %1.</source>
        <translation>
            <numerusform>The river runs over %n tile: %1.</numerusform>
            <numerusform>The river runs over %n tiles: %1.</numerusform>
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
        <translation>No players.</translation>
    </message>
    <message>
        <location filename="../src/editor/boarddescription.cpp" line="286"/>
        <source>Scores: %1.</source>
        <translation>Scores: %1.</translation>
    </message>
    <message>
        <location filename="../src/editor/boarddescription.cpp" line="302"/>
        <source>After the final scoring: %1.</source>
        <translation>After the final scoring: %1.</translation>
    </message>
    <message>
        <location filename="../src/editor/boarddescription.cpp" line="330"/>
        <source>The board as set up; it has no moves.</source>
        <translation>The board as set up; it has no moves.</translation>
    </message>
    <message>
        <location filename="../src/editor/boarddescription.cpp" line="331"/>
        <source>The board as set up, before the first move.</source>
        <translation>The board as set up, before the first move.</translation>
    </message>
    <message>
        <location filename="../src/editor/boarddescription.cpp" line="332"/>
        <source>The board after move %1 of %2.</source>
        <translation>The board after move %1 of %2.</translation>
    </message>
</context>
<context>
    <name>ml::BoardDescriptionDialog</name>
    <message>
        <location filename="../ui/boarddescriptiondialog.ui" line="6"/>
        <source>Describe the board</source>
        <translation>Describe the board</translation>
    </message>
    <message>
        <location filename="../ui/boarddescriptiondialog.ui" line="9"/>
        <source>Description of the board</source>
        <translation>Description of the board</translation>
    </message>
    <message>
        <location filename="../ui/boarddescriptiondialog.ui" line="15"/>
        <source>The board &amp;in words:</source>
        <translation>The board &amp;in words:</translation>
    </message>
    <message>
        <location filename="../ui/boarddescriptiondialog.ui" line="36"/>
        <source>Board description</source>
        <translation>Board description</translation>
    </message>
    <message>
        <location filename="../ui/boarddescriptiondialog.ui" line="39"/>
        <source>The tiles, every feature with its figures, and the scores</source>
        <translation>The tiles, every feature with its figures, and the scores</translation>
    </message>
    <message>
        <location filename="../ui/boarddescriptiondialog.ui" line="60"/>
        <source>Co&amp;py</source>
        <translation>Co&amp;py</translation>
    </message>
    <message>
        <location filename="../ui/boarddescriptiondialog.ui" line="63"/>
        <source>Copy the description</source>
        <translation>Copy the description</translation>
    </message>
    <message>
        <location filename="../src/app/window/boarddescriptiondialog.cpp" line="18"/>
        <source>There is no board to describe.</source>
        <translation>There is no board to describe.</translation>
    </message>
    <message>
        <location filename="../src/app/window/boarddescriptiondialog.cpp" line="22"/>
        <source>Close the description</source>
        <translation>Close the description</translation>
    </message>
</context>
<context>
    <name>ml::BoardDocument</name>
    <message>
        <location filename="../src/editor/boarddocument.cpp" line="121"/>
        <source>Red</source>
        <comment>player colour</comment>
        <translation>Red</translation>
    </message>
    <message>
        <location filename="../src/editor/boarddocument.cpp" line="123"/>
        <source>Blue</source>
        <comment>player colour</comment>
        <translation>Blue</translation>
    </message>
    <message>
        <location filename="../src/editor/boarddocument.cpp" line="125"/>
        <source>Green</source>
        <comment>player colour</comment>
        <translation>Green</translation>
    </message>
    <message>
        <location filename="../src/editor/boarddocument.cpp" line="127"/>
        <source>Yellow</source>
        <comment>player colour</comment>
        <translation>Yellow</translation>
    </message>
    <message>
        <location filename="../src/editor/boarddocument.cpp" line="129"/>
        <source>Black</source>
        <comment>player colour</comment>
        <translation>Black</translation>
    </message>
    <message>
        <location filename="../src/editor/boarddocument.cpp" line="131"/>
        <source>Pink</source>
        <comment>player colour</comment>
        <translation>Pink</translation>
    </message>
    <message>
        <location filename="../src/editor/boarddocument.cpp" line="207"/>
        <source>north side</source>
        <translation>north side</translation>
    </message>
    <message>
        <location filename="../src/editor/boarddocument.cpp" line="209"/>
        <source>east side</source>
        <translation>east side</translation>
    </message>
    <message>
        <location filename="../src/editor/boarddocument.cpp" line="211"/>
        <source>south side</source>
        <translation>south side</translation>
    </message>
    <message>
        <location filename="../src/editor/boarddocument.cpp" line="213"/>
        <source>west side</source>
        <translation>west side</translation>
    </message>
    <message>
        <location filename="../src/editor/boarddocument.cpp" line="217"/>
        <source>city</source>
        <translation>city</translation>
    </message>
    <message>
        <location filename="../src/editor/boarddocument.cpp" line="217"/>
        <source>road</source>
        <translation>road</translation>
    </message>
    <message>
        <location filename="../src/editor/boarddocument.cpp" line="217"/>
        <source>field</source>
        <translation>field</translation>
    </message>
    <message>
        <location filename="../src/editor/boarddocument.cpp" line="220"/>
        <source>%1 of %2,%3 (%4) against %5 of %6,%7 (%8)</source>
        <extracomment>a mismatched edge: &quot;east side of 1,0 (road) against west side of 2,0 (city)&quot;</extracomment>
        <translation>%1 of %2,%3 (%4) against %5 of %6,%7 (%8)</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/boarddocument.cpp" line="237"/>
        <source>and %n more</source>
        <translation>
            <numerusform>and %n more</numerusform>
            <numerusform>and %n more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/boarddocument.cpp" line="238"/>
        <source>the board has %n mismatched side(s): %1. A board file may not hold mismatched sides (R-BASE-3), so it would not open again; fix or remove those tiles first.</source>
        <translation>
            <numerusform>the board has %n mismatched side: %1. A board file may not hold mismatched sides (R-BASE-3), so it would not open again; fix or remove those tiles first.</numerusform>
            <numerusform>the board has %n mismatched sides: %1. A board file may not hold mismatched sides (R-BASE-3), so it would not open again; fix or remove those tiles first.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/editor/boarddocument.cpp" line="440"/>
        <source>tiles[%1]: the sides do not match: %2 (R-BASE-3); switch on free placement (F) to put a tile there anyway</source>
        <translation>tiles[%1]: the sides do not match: %2 (R-BASE-3); switch on free placement (F) to put a tile there anyway</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/boarddocument.cpp" line="478"/>
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
        <location filename="../src/app/editing/boardinfodock.cpp" line="199"/>
        <source>Board</source>
        <translation>Board</translation>
    </message>
    <message>
        <location filename="../src/app/editing/boardinfodock.cpp" line="203"/>
        <source>Players (the scores are hidden until the puzzle is solved or revealed)</source>
        <translation>Players (the scores are hidden until the puzzle is solved or revealed)</translation>
    </message>
    <message>
        <location filename="../src/app/editing/boardinfodock.cpp" line="205"/>
        <location filename="../src/app/editing/boardinfodock.cpp" line="229"/>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <location filename="../src/app/editing/boardinfodock.cpp" line="207"/>
        <source>Scoring</source>
        <translation>Scoring</translation>
    </message>
    <message>
        <location filename="../src/app/editing/boardinfodock.cpp" line="209"/>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <location filename="../src/app/editing/boardinfodock.cpp" line="209"/>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <location filename="../src/app/editing/boardinfodock.cpp" line="210"/>
        <source>Meeples in hand</source>
        <translation>Meeples in hand</translation>
    </message>
    <message>
        <location filename="../src/app/editing/boardinfodock.cpp" line="213"/>
        <source>Untitled board</source>
        <translation>Untitled board</translation>
    </message>
    <message>
        <location filename="../src/app/editing/boardinfodock.cpp" line="219"/>
        <source>Caption</source>
        <translation>Caption</translation>
    </message>
    <message>
        <location filename="../src/app/editing/boardinfodock.cpp" line="222"/>
        <source>Caption under the pictures, in English</source>
        <translation>Caption under the pictures, in English</translation>
    </message>
    <message>
        <location filename="../src/app/editing/boardinfodock.cpp" line="223"/>
        <source>Caption under the pictures, in Dutch</source>
        <translation>Caption under the pictures, in Dutch</translation>
    </message>
    <message>
        <location filename="../src/app/editing/boardinfodock.cpp" line="220"/>
        <source>English</source>
        <translation>English</translation>
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
        <translation>Dutch</translation>
    </message>
    <message>
        <location filename="../src/app/editing/boardinfodock.cpp" line="226"/>
        <source>Caption in English</source>
        <translation>Caption in English</translation>
    </message>
    <message>
        <location filename="../src/app/editing/boardinfodock.cpp" line="227"/>
        <source>Caption in Dutch</source>
        <translation>Caption in Dutch</translation>
    </message>
    <message>
        <location filename="../src/app/editing/boardinfodock.cpp" line="228"/>
        <source>Board description</source>
        <translation>Board description</translation>
    </message>
    <message>
        <location filename="../src/app/editing/boardinfodock.cpp" line="230"/>
        <source>Scoring events</source>
        <translation>Scoring events</translation>
    </message>
    <message>
        <location filename="../src/app/editing/boardinfodock.cpp" line="263"/>
        <source>Hidden until the puzzle is solved or revealed: the scorings would give its answer away.</source>
        <translation>Hidden until the puzzle is solved or revealed: the scorings would give its answer away.</translation>
    </message>
    <message>
        <location filename="../src/app/editing/boardinfodock.cpp" line="271"/>
        <source>Nothing has been scored yet.</source>
        <translation>Nothing has been scored yet.</translation>
    </message>
    <message>
        <location filename="../src/app/editing/boardinfodock.cpp" line="345"/>
        <source>%1 completed</source>
        <translation>%1 completed</translation>
    </message>
    <message>
        <location filename="../src/app/editing/boardinfodock.cpp" line="347"/>
        <source>%1 unfinished</source>
        <translation>%1 unfinished</translation>
    </message>
    <message>
        <location filename="../src/app/editing/boardinfodock.cpp" line="351"/>
        <source>%1 +%2</source>
        <translation>%1 +%2</translation>
    </message>
    <message>
        <location filename="../src/app/editing/boardinfodock.cpp" line="352"/>
        <source>nobody scores</source>
        <translation>nobody scores</translation>
    </message>
    <message>
        <location filename="../src/app/editing/boardinfodock.cpp" line="355"/>
        <source>Final scoring: %1, %2</source>
        <translation>Final scoring: %1, %2</translation>
    </message>
    <message>
        <location filename="../src/app/editing/boardinfodock.cpp" line="356"/>
        <source>Move %1: %2, %3</source>
        <translation>Move %1: %2, %3</translation>
    </message>
</context>
<context>
    <name>ml::CellDescription</name>
    <message>
        <location filename="../src/editor/celldescription.cpp" line="28"/>
        <source>north-east</source>
        <comment>compass point</comment>
        <translation>north-east</translation>
    </message>
    <message>
        <location filename="../src/editor/celldescription.cpp" line="32"/>
        <source>north-west</source>
        <comment>compass point</comment>
        <translation>north-west</translation>
    </message>
    <message>
        <location filename="../src/editor/celldescription.cpp" line="36"/>
        <source>south-west</source>
        <comment>compass point</comment>
        <translation>south-west</translation>
    </message>
    <message>
        <location filename="../src/editor/celldescription.cpp" line="40"/>
        <source>south-east</source>
        <comment>compass point</comment>
        <translation>south-east</translation>
    </message>
    <message>
        <location filename="../src/editor/celldescription.cpp" line="57"/>
        <source>%1 and %2</source>
        <comment>list of sides</comment>
        <translation>%1 and %2</translation>
    </message>
    <message>
        <location filename="../src/editor/celldescription.cpp" line="75"/>
        <source>%1&apos;s meeple</source>
        <comment>a figure on a cell: player</comment>
        <translation>%1&apos;s meeple</translation>
    </message>
    <message>
        <location filename="../src/editor/celldescription.cpp" line="78"/>
        <source>%1&apos;s abbot</source>
        <comment>a figure on a cell: player</comment>
        <translation>%1&apos;s abbot</translation>
    </message>
    <message>
        <location filename="../src/editor/celldescription.cpp" line="81"/>
        <source>%1&apos;s large meeple</source>
        <comment>a figure on a cell: player</comment>
        <translation>%1&apos;s large meeple</translation>
    </message>
    <message>
        <location filename="../src/editor/celldescription.cpp" line="84"/>
        <source>%1&apos;s builder</source>
        <comment>a figure on a cell: player</comment>
        <translation>%1&apos;s builder</translation>
    </message>
    <message>
        <location filename="../src/editor/celldescription.cpp" line="87"/>
        <source>%1&apos;s pig</source>
        <comment>a figure on a cell: player</comment>
        <translation>%1&apos;s pig</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/celldescription.cpp" line="92"/>
        <source>%1&apos;s shepherd with %n sheep</source>
        <comment>a figure on a cell: player</comment>
        <translation>
            <numerusform>%1&apos;s shepherd with %n sheep</numerusform>
            <numerusform>%1&apos;s shepherd with %n sheep</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/editor/celldescription.cpp" line="94"/>
        <source>%1&apos;s shepherd</source>
        <comment>a figure on a cell: player</comment>
        <translation>%1&apos;s shepherd</translation>
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
        <translation>river</translation>
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
        <translation>%1 with a coat of arms</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/celldescription.cpp" line="185"/>
        <source>%1 with %n coats of arms</source>
        <comment>a city on a cell</comment>
        <translation>
            <numerusform>%1 with %n coat of arms</numerusform>
            <numerusform>%1 with %n coats of arms</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/editor/celldescription.cpp" line="193"/>
        <source>the other half of the castle on %1</source>
        <comment>a double tile&apos;s second cell</comment>
        <translation>the other half of the castle on %1</translation>
    </message>
    <message>
        <location filename="../src/editor/celldescription.cpp" line="196"/>
        <source>the other half of the monastery on %1</source>
        <comment>a double tile&apos;s second cell</comment>
        <translation>the other half of the monastery on %1</translation>
    </message>
    <message>
        <location filename="../src/editor/celldescription.cpp" line="199"/>
        <source>the other half of the garden on %1</source>
        <comment>a double tile&apos;s second cell</comment>
        <translation>the other half of the garden on %1</translation>
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
        <translation>hill</translation>
    </message>
    <message>
        <location filename="../src/editor/celldescription.cpp" line="220"/>
        <source>vineyard</source>
        <comment>a tile&apos;s marker</comment>
        <translation>vineyard</translation>
    </message>
    <message>
        <location filename="../src/editor/celldescription.cpp" line="228"/>
        <source>%1, empty</source>
        <comment>a cell without a tile</comment>
        <translation>%1, empty</translation>
    </message>
    <message>
        <location filename="../src/editor/celldescription.cpp" line="232"/>
        <source>%1, tile %2 turned %3°</source>
        <comment>a cell: its name, the tile&apos;s id, the turn in degrees</comment>
        <translation>%1, tile %2 turned %3°</translation>
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
        <translation>Red</translation>
    </message>
    <message>
        <location filename="../src/editor/colourname.cpp" line="24"/>
        <location filename="../src/editor/colourname.cpp" line="30"/>
        <source>Blue</source>
        <translation>Blue</translation>
    </message>
    <message>
        <location filename="../src/editor/colourname.cpp" line="25"/>
        <location filename="../src/editor/colourname.cpp" line="31"/>
        <source>Green</source>
        <translation>Green</translation>
    </message>
    <message>
        <location filename="../src/editor/colourname.cpp" line="26"/>
        <location filename="../src/editor/colourname.cpp" line="32"/>
        <source>Yellow</source>
        <translation>Yellow</translation>
    </message>
    <message>
        <location filename="../src/editor/colourname.cpp" line="27"/>
        <location filename="../src/editor/colourname.cpp" line="33"/>
        <source>Black</source>
        <translation>Black</translation>
    </message>
    <message>
        <location filename="../src/editor/colourname.cpp" line="28"/>
        <location filename="../src/editor/colourname.cpp" line="34"/>
        <source>Pink</source>
        <translation>Pink</translation>
    </message>
    <message>
        <location filename="../src/editor/colourname.cpp" line="35"/>
        <source>Orange</source>
        <translation>Orange</translation>
    </message>
    <message>
        <location filename="../src/editor/colourname.cpp" line="36"/>
        <source>Purple</source>
        <translation>Purple</translation>
    </message>
    <message>
        <location filename="../src/editor/colourname.cpp" line="37"/>
        <source>Brown</source>
        <translation>Brown</translation>
    </message>
    <message>
        <location filename="../src/editor/colourname.cpp" line="38"/>
        <source>Grey</source>
        <translation>Grey</translation>
    </message>
    <message>
        <location filename="../src/editor/colourname.cpp" line="39"/>
        <source>White</source>
        <translation>White</translation>
    </message>
</context>
<context>
    <name>ml::EditorTool</name>
    <message>
        <location filename="../src/app/editing/editortool.cpp" line="23"/>
        <source>Road</source>
        <translation>Road</translation>
    </message>
    <message>
        <location filename="../src/app/editing/editortool.cpp" line="25"/>
        <source>City</source>
        <translation>City</translation>
    </message>
    <message>
        <location filename="../src/app/editing/editortool.cpp" line="27"/>
        <source>Field</source>
        <translation>Field</translation>
    </message>
    <message>
        <location filename="../src/app/editing/editortool.cpp" line="29"/>
        <source>Monastery</source>
        <translation>Monastery</translation>
    </message>
    <message>
        <location filename="../src/app/editing/editortool.cpp" line="31"/>
        <source>Castle</source>
        <translation>Castle</translation>
    </message>
    <message>
        <location filename="../src/app/editing/editortool.cpp" line="33"/>
        <source>River</source>
        <translation>River</translation>
    </message>
    <message>
        <location filename="../src/app/editing/editortool.cpp" line="35"/>
        <source>Garden</source>
        <translation>Garden</translation>
    </message>
    <message>
        <location filename="../src/app/editing/editortool.cpp" line="44"/>
        <source>the mage</source>
        <translation>the mage</translation>
    </message>
    <message>
        <location filename="../src/app/editing/editortool.cpp" line="46"/>
        <source>the witch</source>
        <translation>the witch</translation>
    </message>
    <message>
        <location filename="../src/app/editing/editortool.cpp" line="58"/>
        <source>%1 (abbot)</source>
        <translation>%1 (abbot)</translation>
    </message>
    <message>
        <location filename="../src/app/editing/editortool.cpp" line="59"/>
        <source>%1 (large meeple)</source>
        <translation>%1 (large meeple)</translation>
    </message>
    <message>
        <location filename="../src/app/editing/editortool.cpp" line="60"/>
        <source>%1 (builder)</source>
        <translation>%1 (builder)</translation>
    </message>
    <message>
        <location filename="../src/app/editing/editortool.cpp" line="61"/>
        <source>%1 (pig)</source>
        <translation>%1 (pig)</translation>
    </message>
    <message>
        <location filename="../src/app/editing/editortool.cpp" line="62"/>
        <source>%1 (shepherd)</source>
        <translation>%1 (shepherd)</translation>
    </message>
    <message>
        <location filename="../src/app/editing/editortool.cpp" line="152"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../src/app/editing/editortool.cpp" line="152"/>
        <source>%1: no tile</source>
        <translation>%1: no tile</translation>
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
            <numerusform>%n cell</numerusform>
            <numerusform>%n cells</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/app/editing/editortool.cpp" line="195"/>
        <source>%n coat(s) of arms</source>
        <translation>
            <numerusform>%n coat of arms</numerusform>
            <numerusform>%n coats of arms</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/app/editing/editortool.cpp" line="197"/>
        <source>complete</source>
        <translation>complete</translation>
    </message>
    <message>
        <location filename="../src/app/editing/editortool.cpp" line="197"/>
        <source>not complete</source>
        <translation>not complete</translation>
    </message>
    <message>
        <location filename="../src/app/editing/editortool.cpp" line="198"/>
        <source>nobody holds it</source>
        <translation>nobody holds it</translation>
    </message>
    <message>
        <location filename="../src/app/editing/editortool.cpp" line="199"/>
        <source>held by %1</source>
        <translation>held by %1</translation>
    </message>
</context>
<context>
    <name>ml::EventText</name>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="57"/>
        <source>%1 and %2</source>
        <comment>list of players</comment>
        <translation>%1 and %2</translation>
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
        <translation>road</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="66"/>
        <source>city</source>
        <translation>city</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="68"/>
        <source>monastery</source>
        <translation>monastery</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="70"/>
        <source>castle</source>
        <translation>castle</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="72"/>
        <source>field</source>
        <translation>field</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="74"/>
        <source>flock</source>
        <translation>flock</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="76"/>
        <source>garden</source>
        <translation>garden</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="78"/>
        <source>goods</source>
        <translation>goods</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="92"/>
        <source>north</source>
        <comment>compass side</comment>
        <translation>north</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="94"/>
        <source>east</source>
        <comment>compass side</comment>
        <translation>east</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="96"/>
        <source>south</source>
        <comment>compass side</comment>
        <translation>south</translation>
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
        <translation>on %1</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="144"/>
        <source>on the east side of %1</source>
        <translation>on the east side of %1</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="146"/>
        <source>on the north-east side of %1</source>
        <translation>on the north-east side of %1</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="148"/>
        <source>on the north side of %1</source>
        <translation>on the north side of %1</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="150"/>
        <source>on the north-west side of %1</source>
        <translation>on the north-west side of %1</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="152"/>
        <source>on the west side of %1</source>
        <translation>on the west side of %1</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="154"/>
        <source>on the south-west side of %1</source>
        <translation>on the south-west side of %1</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="156"/>
        <source>on the south side of %1</source>
        <translation>on the south side of %1</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="158"/>
        <source>on the south-east side of %1</source>
        <translation>on the south-east side of %1</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="160"/>
        <source>in the middle of %1</source>
        <translation>in the middle of %1</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="169"/>
        <source>Cells: %1</source>
        <translation>Cells: %1</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="174"/>
        <source>the wolf</source>
        <translation>the wolf</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/eventtext.cpp" line="175"/>
        <source>%n sheep</source>
        <comment>a sheep token</comment>
        <translation>
            <numerusform>%n sheep</numerusform>
            <numerusform>%n sheep</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="182"/>
        <source>Set-up</source>
        <translation>Set-up</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="184"/>
        <source>Phase 1: placing a tile</source>
        <translation>Phase 1: placing a tile</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="186"/>
        <source>Phase 1: discarding a tile</source>
        <translation>Phase 1: discarding a tile</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="188"/>
        <source>Mage and witch</source>
        <translation>Mage and witch</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="190"/>
        <source>Phase 2: placing a figure</source>
        <translation>Phase 2: placing a figure</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="192"/>
        <source>Shepherd: flock action</source>
        <translation>Shepherd: flock action</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="194"/>
        <location filename="../src/editor/eventtext.cpp" line="275"/>
        <source>Flock to the stable</source>
        <translation>Flock to the stable</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="196"/>
        <source>Phase 3: scoring</source>
        <translation>Phase 3: scoring</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="198"/>
        <source>Phase 3: figures return</source>
        <translation>Phase 3: figures return</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="200"/>
        <source>Final scoring</source>
        <translation>Final scoring</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="202"/>
        <source>End of the game</source>
        <translation>End of the game</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/eventtext.cpp" line="211"/>
        <source>%n tile(s)</source>
        <translation>
            <numerusform>%n tile</numerusform>
            <numerusform>%n tiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/eventtext.cpp" line="213"/>
        <source>%n coat(s) of arms</source>
        <translation>
            <numerusform>%n coat of arms</numerusform>
            <numerusform>%n coats of arms</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/eventtext.cpp" line="215"/>
        <source>small city of %n tile(s), old rule</source>
        <translation>
            <numerusform>small city of %n tile, old rule</numerusform>
            <numerusform>small city of %n tiles, old rule</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="217"/>
        <source>the monastery itself</source>
        <translation>the monastery itself</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="219"/>
        <source>the garden itself</source>
        <translation>the garden itself</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/eventtext.cpp" line="221"/>
        <source>%n surrounding tile(s)</source>
        <translation>
            <numerusform>%n surrounding tile</numerusform>
            <numerusform>%n surrounding tiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/eventtext.cpp" line="223"/>
        <source>%n vineyard(s) around it</source>
        <translation>
            <numerusform>%n vineyard around it</numerusform>
            <numerusform>%n vineyards around it</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="225"/>
        <source>the lord in the castle</source>
        <translation>the lord in the castle</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/eventtext.cpp" line="227"/>
        <source>%n castle(s) at its ends</source>
        <translation>
            <numerusform>%n castle at one end</numerusform>
            <numerusform>%n castles at its ends</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/eventtext.cpp" line="229"/>
        <source>the mage, %n tile(s)</source>
        <translation>
            <numerusform>the mage, %n tile</numerusform>
            <numerusform>the mage, %n tiles</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="231"/>
        <source>the witch halves the value</source>
        <translation>the witch halves the value</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/eventtext.cpp" line="233"/>
        <source>%n completed city(s)</source>
        <translation>
            <numerusform>%n completed city</numerusform>
            <numerusform>%n completed cities</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/eventtext.cpp" line="235"/>
        <source>%n sheep</source>
        <comment>in a flock</comment>
        <translation>
            <numerusform>%n sheep</numerusform>
            <numerusform>%n sheep</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/eventtext.cpp" line="237"/>
        <source>the inn, %n tile(s) once more</source>
        <translation>
            <numerusform>the inn, %n tile once more</numerusform>
            <numerusform>the inn, %n tiles once more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/eventtext.cpp" line="239"/>
        <source>the cathedral, %n tile(s) and coat(s) of arms once more</source>
        <translation>
            <numerusform>the cathedral, %n tile or coat of arms once more</numerusform>
            <numerusform>the cathedral, %n tiles and coats of arms once more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/eventtext.cpp" line="241"/>
        <source>the most tokens, %n</source>
        <comment>goods</comment>
        <translation>
            <numerusform>the most tokens, %n</numerusform>
            <numerusform>the most tokens, %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/eventtext.cpp" line="243"/>
        <source>the pig, %n completed city(s)</source>
        <translation>
            <numerusform>the pig, %n completed city</numerusform>
            <numerusform>the pig, %n completed cities</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/eventtext.cpp" line="252"/>
        <source>%1 → %n point(s) off</source>
        <comment>term: label</comment>
        <translation>
            <numerusform>%1 → %n point off</numerusform>
            <numerusform>%1 → %n points off</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/eventtext.cpp" line="256"/>
        <source>%1 × %2 → %n point(s)</source>
        <comment>term: label, points per item</comment>
        <translation>
            <numerusform>%1 × %2 → %n point</numerusform>
            <numerusform>%1 × %2 → %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/eventtext.cpp" line="259"/>
        <source>%1 → %n point(s)</source>
        <comment>term: label</comment>
        <translation>
            <numerusform>%1 → %n point</numerusform>
            <numerusform>%1 → %n points</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="264"/>
        <source>Rules: %1</source>
        <translation>Rules: %1</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="271"/>
        <source>Abbot taken back from the %1</source>
        <comment>feature</comment>
        <translation>Abbot taken back from the %1</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="273"/>
        <source>Flock: drew %1</source>
        <translation>Flock: drew %1</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="279"/>
        <source>Goods: %1</source>
        <comment>kind of goods</comment>
        <translation>Goods: %1</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="281"/>
        <source>%1 completed</source>
        <comment>feature</comment>
        <translation>%1 completed</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="283"/>
        <source>%1 unfinished</source>
        <comment>feature</comment>
        <translation>%1 unfinished</translation>
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
        <translation>nobody scores</translation>
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
        <translation>The shepherd has just been placed, so a token is drawn for its flock: %1.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="308"/>
        <source>A token is drawn from the bag for the flock: %1.</source>
        <translation>A token is drawn from the bag for the flock: %1.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="311"/>
        <source>The field is closed, so its flock goes to the stable at once.</source>
        <translation>The field is closed, so its flock goes to the stable at once.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="312"/>
        <source>The flock is guided to the stable and its sheep are counted.</source>
        <translation>The flock is guided to the stable and its sheep are counted.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="315"/>
        <source>In the final scoring the field is scored for its farmers.</source>
        <translation>In the final scoring the field is scored for its farmers.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="317"/>
        <source>After all other final scoring, whoever holds the most %1 tokens scores 10 points; tied players each score 10.</source>
        <translation>After all other final scoring, whoever holds the most %1 tokens scores 10 points; tied players each score 10.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="321"/>
        <source>Instead of placing a figure, the player takes the abbot back and scores its %1 at once, as at the end of the game: 1 point plus 1 for each neighbouring tile.</source>
        <translation>Instead of placing a figure, the player takes the abbot back and scores its %1 at once, as at the end of the game: 1 point plus 1 for each neighbouring tile.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="329"/>
        <source>The garden is surrounded and is scored for its abbot.</source>
        <translation>The garden is surrounded and is scored for its abbot.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="332"/>
        <source>The road is complete and is scored.</source>
        <translation>The road is complete and is scored.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="335"/>
        <source>The city is complete and is scored.</source>
        <translation>The city is complete and is scored.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="338"/>
        <source>The monastery is surrounded and is scored.</source>
        <translation>The monastery is surrounded and is scored.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="341"/>
        <source>The castle is surrounded and is scored.</source>
        <translation>The castle is surrounded and is scored.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="331"/>
        <source>In the final scoring the unfinished road is scored.</source>
        <translation>In the final scoring the unfinished road is scored.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="334"/>
        <source>In the final scoring the unfinished city is scored.</source>
        <translation>In the final scoring the unfinished city is scored.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="337"/>
        <source>In the final scoring the unfinished monastery is scored.</source>
        <translation>In the final scoring the unfinished monastery is scored.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="340"/>
        <source>In the final scoring the unfinished castle is scored.</source>
        <translation>In the final scoring the unfinished castle is scored.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="328"/>
        <source>In the final scoring the unfinished garden is scored.</source>
        <translation>In the final scoring the unfinished garden is scored.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="358"/>
        <source>The mage stands on this feature: one extra point for each of its tiles.</source>
        <translation>The mage stands on this feature: one extra point for each of its tiles.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="367"/>
        <source>Each vineyard next to the completed monastery adds 3 points.</source>
        <translation>Each vineyard next to the completed monastery adds 3 points.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="370"/>
        <source>Under the original rules (tinyCity 2) a completed city of two tiles scores 1 point per tile and per coat of arms.</source>
        <translation>Under the original rules (tinyCity 2) a completed city of two tiles scores 1 point per tile and per coat of arms.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="375"/>
        <source>The road has an inn: each tile counts 2 points instead of 1. A second inn adds nothing.</source>
        <translation>The road has an inn: each tile counts 2 points instead of 1. A second inn adds nothing.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="377"/>
        <source>The road has an inn but is unfinished: at the end it scores nothing at all.</source>
        <translation>The road has an inn but is unfinished: at the end it scores nothing at all.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="382"/>
        <source>The city has a cathedral: 3 points per tile and per coat of arms instead of 2.</source>
        <translation>The city has a cathedral: 3 points per tile and per coat of arms instead of 2.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="384"/>
        <source>The city has a cathedral but is unfinished: at the end it scores nothing at all.</source>
        <translation>The city has a cathedral but is unfinished: at the end it scores nothing at all.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="403"/>
        <source>The witch stands on this feature: its value is halved, rounded up.</source>
        <translation>The witch stands on this feature: its value is halved, rounded up.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="405"/>
        <source>The feature ends at a castle: 3 bonus points for each such castle.</source>
        <translation>The feature ends at a castle: 3 bonus points for each such castle.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="407"/>
        <source>With witchHalvesCastleBonus the witch halves the castle bonus too.</source>
        <translation>With witchHalvesCastleBonus the witch halves the castle bonus too.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="409"/>
        <source>The castle bonus is added after the witch, so it is not halved.</source>
        <translation>The castle bonus is added after the witch, so it is not halved.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="413"/>
        <source>A recalled abbot gets no vineyard points: the abbot is scored, not the monastery.</source>
        <translation>A recalled abbot gets no vineyard points: the abbot is scored, not the monastery.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="416"/>
        <source>A garden gets no monastery bonus such as vineyards.</source>
        <translation>A garden gets no monastery bonus such as vineyards.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="418"/>
        <source>A large meeple counts as two meeples when the majority is decided; it scores no more points for that.</source>
        <translation>A large meeple counts as two meeples when the majority is decided; it scores no more points for that.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="421"/>
        <source>Per-city farmers: each completed city gives 4 points to the player with the most farmers in the fields around it.</source>
        <translation>Per-city farmers: each completed city gives 4 points to the player with the most farmers in the fields around it.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="424"/>
        <source>Each player scores a city once only, even when it borders several of their fields.</source>
        <translation>Each player scores a city once only, even when it borders several of their fields.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="427"/>
        <source>A farmer field scores 3 points for every completed city it borders.</source>
        <translation>A farmer field scores 3 points for every completed city it borders.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="435"/>
        <source>The wolf scatters every flock in this field: the shepherds go home and the sheep go back into the bag.</source>
        <translation>The wolf scatters every flock in this field: the shepherds go home and the sheep go back into the bag.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="437"/>
        <source>The sheep join the shepherd&apos;s flock; nothing is scored yet.</source>
        <translation>The sheep join the shepherd&apos;s flock; nothing is scored yet.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="441"/>
        <source>Nobody holds a %1 token, so nobody scores.</source>
        <translation>Nobody holds a %1 token, so nobody scores.</translation>
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
        <translation>Tokens held: %1.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="446"/>
        <source>%1 %2 hold the most and each score 10 points.</source>
        <translation>%1 %2 hold the most and each score 10 points.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="448"/>
        <source>%1 %2 holds the most and scores 10 points.</source>
        <translation>%1 %2 holds the most and scores 10 points.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="451"/>
        <source>Nobody has a meeple on it, so nobody scores.</source>
        <translation>Nobody has a meeple on it, so nobody scores.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/eventtext.cpp" line="463"/>
        <source>Every player with a shepherd in this field scores the whole flock: %1, %n point(s) each.</source>
        <translation>
            <numerusform>Every player with a shepherd in this field scores the whole flock: %1, %n point each.</numerusform>
            <numerusform>Every player with a shepherd in this field scores the whole flock: %1, %n points each.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/eventtext.cpp" line="468"/>
        <source>%1 scores %n point(s) for the sheep.</source>
        <translation>
            <numerusform>%1 scores %n point for the sheep.</numerusform>
            <numerusform>%1 scores %n points for the sheep.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/eventtext.cpp" line="479"/>
        <source>%1 have equally many meeples on it: a shared tie, each scores the full %n point(s).</source>
        <translation>
            <numerusform>%1 have equally many meeples on it: a shared tie, each scores the full %n point.</numerusform>
            <numerusform>%1 have equally many meeples on it: a shared tie, each scores the full %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/eventtext.cpp" line="484"/>
        <source>%1 has the most meeples on it and scores %n point(s).</source>
        <translation>
            <numerusform>%1 has the most meeples on it and scores %n point.</numerusform>
            <numerusform>%1 has the most meeples on it and scores %n points.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="486"/>
        <source>%1 have equally many meeples on it: a shared tie.</source>
        <translation>%1 have equally many meeples on it: a shared tie.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/eventtext.cpp" line="488"/>
        <source>%1 scores %n point(s).</source>
        <translation>
            <numerusform>%1 scores %n point.</numerusform>
            <numerusform>%1 scores %n points.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="498"/>
        <source>In the final scoring hills break ties in the same way.</source>
        <translation>In the final scoring hills break ties in the same way.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/eventtext.cpp" line="520"/>
        <source>%n wine</source>
        <comment>goods tokens</comment>
        <translation>
            <numerusform>%n wine</numerusform>
            <numerusform>%n wine</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/eventtext.cpp" line="523"/>
        <source>%n grain</source>
        <comment>goods tokens</comment>
        <translation>
            <numerusform>%n grain</numerusform>
            <numerusform>%n grain</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/eventtext.cpp" line="526"/>
        <source>%n cloth</source>
        <comment>goods tokens</comment>
        <translation>
            <numerusform>%n cloth</numerusform>
            <numerusform>%n cloth</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="537"/>
        <source>wine</source>
        <translation>wine</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="539"/>
        <source>grain</source>
        <translation>grain</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="541"/>
        <source>cloth</source>
        <translation>cloth</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="550"/>
        <source>%1 placed the tile that completed this city and takes its goods: %2. Who scores the city does not matter.</source>
        <translation>%1 placed the tile that completed this city and takes its goods: %2. Who scores the city does not matter.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/eventtext.cpp" line="555"/>
        <source>%1 wins the field and has a pig in it: %n more point(s), one for each completed city.</source>
        <translation>
            <numerusform>%1 wins the field and has a pig in it: %n more point, one for each completed city.</numerusform>
            <numerusform>%1 wins the field and has a pig in it: %n more points, one for each completed city.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="590"/>
        <source>%1 of %2</source>
        <comment>scoring event number</comment>
        <translation>%1 of %2</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="596"/>
        <source>The abbot goes home</source>
        <translation>The abbot goes home</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="597"/>
        <source>The shepherds go home</source>
        <translation>The shepherds go home</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="598"/>
        <source>Move %1 of %2</source>
        <translation>Move %1 of %2</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="605"/>
        <source>The board as it is set up, before the first move.</source>
        <translation>The board as it is set up, before the first move.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="607"/>
        <source>The game is over and nothing is left to score.</source>
        <translation>The game is over and nothing is left to score.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="614"/>
        <source>%1 places the castle %2 from hand at %3, turned %4°.</source>
        <translation>%1 places the castle %2 from hand at %3, turned %4°.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="615"/>
        <source>%1 places tile %2 at %3, turned %4°.</source>
        <translation>%1 places tile %2 at %3, turned %4°.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="619"/>
        <source>A face-down tile (%1) lies under the hill; it counts for nothing.</source>
        <translation>A face-down tile (%1) lies under the hill; it counts for nothing.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="624"/>
        <source>Second tile of the double turn: %1 extended the road or city of their builder with the tile before, so they play once more; this tile never gives a third.</source>
        <translation></translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="633"/>
        <source>%1 discards tile %2, the second tile of the double turn: it fits nowhere, so they draw again.</source>
        <translation></translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="636"/>
        <source>%1 discards tile %2: it fits nowhere on the board.</source>
        <translation>%1 discards tile %2: it fits nowhere on the board.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="647"/>
        <source>The abbot goes back to %1&apos;s supply.</source>
        <translation>The abbot goes back to %1&apos;s supply.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="649"/>
        <source>The shepherds of that flock go back to their owners, and its sheep (and a drawn wolf) go back into the bag.</source>
        <translation>The shepherds of that flock go back to their owners, and its sheep (and a drawn wolf) go back into the bag.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="663"/>
        <source>%1 takes the abbot back into the supply.</source>
        <translation>%1 takes the abbot back into the supply.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="671"/>
        <source>%1 places a shepherd in the field %2.</source>
        <translation>%1 places a shepherd in the field %2.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="674"/>
        <source>%1 places the abbot in the garden %2.</source>
        <translation>%1 places the abbot in the garden %2.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="675"/>
        <source>%1 places the abbot in the monastery %2.</source>
        <translation>%1 places the abbot in the monastery %2.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="678"/>
        <source>%1 places a meeple on the road %2.</source>
        <translation>%1 places a meeple on the road %2.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="680"/>
        <source>%1 places a meeple in the city %2.</source>
        <translation>%1 places a meeple in the city %2.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="682"/>
        <source>%1 places a meeple in the monastery %2.</source>
        <translation>%1 places a meeple in the monastery %2.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="684"/>
        <source>%1 places a meeple in the field %2, as a farmer.</source>
        <translation>%1 places a meeple in the field %2, as a farmer.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="686"/>
        <source>%1 places a meeple in the castle %2, as its lord.</source>
        <translation>%1 places a meeple in the castle %2, as its lord.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="701"/>
        <source>%1 takes the mage off the board: no unfinished road or city is free for it.</source>
        <translation>%1 takes the mage off the board: no unfinished road or city is free for it.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="704"/>
        <source>%1 takes the witch off the board: no unfinished road or city is free for it.</source>
        <translation>%1 takes the witch off the board: no unfinished road or city is free for it.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="723"/>
        <source>Why: tile %1 shows the magic symbol, so before placing a figure %2 must bring the mage or the witch into play, or move one of them (R-MW-3).</source>
        <translation>Why: tile %1 shows the magic symbol, so before placing a figure %2 must bring the mage or the witch into play, or move one of them (R-MW-3).</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="726"/>
        <source>Why: this tile joined the features of the mage and the witch, and the two may never share one, so %1 must move one of them at once (R-MW-10).</source>
        <translation>Why: this tile joined the features of the mage and the witch, and the two may never share one, so %1 must move one of them at once (R-MW-10).</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="741"/>
        <source>%1 moves the mage to the city %2.</source>
        <translation>%1 moves the mage to the city %2.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="742"/>
        <source>%1 moves the mage to the road %2.</source>
        <translation>%1 moves the mage to the road %2.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="744"/>
        <source>%1 brings the mage into play in the city %2.</source>
        <translation>%1 brings the mage into play in the city %2.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="745"/>
        <source>%1 brings the mage into play on the road %2.</source>
        <translation>%1 brings the mage into play on the road %2.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="749"/>
        <source>%1 moves the witch to the city %2.</source>
        <translation>%1 moves the witch to the city %2.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="750"/>
        <source>%1 moves the witch to the road %2.</source>
        <translation>%1 moves the witch to the road %2.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="752"/>
        <source>%1 brings the witch into play in the city %2.</source>
        <translation>%1 brings the witch into play in the city %2.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="753"/>
        <source>%1 brings the witch into play on the road %2.</source>
        <translation>%1 brings the witch into play on the road %2.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="763"/>
        <source>The board file says the game is over.</source>
        <translation>The board file says the game is over.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="765"/>
        <source>The last tile of the stack has been placed, so the game is over.</source>
        <translation>The last tile of the stack has been placed, so the game is over.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="767"/>
        <source>The last tile of the stack has been placed. Under castleEnd c2 that ends the game at once.</source>
        <translation>The last tile of the stack has been placed. Under castleEnd c2 that ends the game at once.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="771"/>
        <source>The stack is empty and %1, next in seating order, can place neither a tile nor a castle from hand, so the game ends here (castleEnd c3).</source>
        <translation>The stack is empty and %1, next in seating order, can place neither a tile nor a castle from hand, so the game ends here (castleEnd c3).</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="778"/>
        <source>Castles still in hand are not played: %1.</source>
        <translation>Castles still in hand are not played: %1.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="108"/>
        <source>%1 at %2</source>
        <comment>location: port, cell</comment>
        <translation>%1 at %2</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="140"/>
        <source>from %1 to %2 across %3</source>
        <comment>location across a tile: side, side, cell</comment>
        <translation>from %1 to %2 across %3</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/eventtext.cpp" line="470"/>
        <source>The hill breaks the tie: %1 has the most meeples on hill tiles and scores %n point(s); the other tied players score nothing.</source>
        <translation>
            <numerusform>The hill breaks the tie: %1 has the most meeples on hill tiles and scores %n point; the other tied players score nothing.</numerusform>
            <numerusform>The hill breaks the tie: %1 has the most meeples on hill tiles and scores %n points; the other tied players score nothing.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/editor/eventtext.cpp" line="473"/>
        <source>The hill breaks the tie: %1 has a meeple on a hill tile and scores %n point(s); the other tied players score nothing.</source>
        <translation>
            <numerusform>The hill breaks the tie: %1 has a meeple on a hill tile and scores %n point; the other tied players score nothing.</numerusform>
            <numerusform>The hill breaks the tie: %1 has a meeple on a hill tile and scores %n points; the other tied players score nothing.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="492"/>
        <source>The tied players have equally many meeples on hill tiles, so the hill breaks no tie.</source>
        <translation>The tied players have equally many meeples on hill tiles, so the hill breaks no tie.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="494"/>
        <source>Every tied player has a meeple on a hill tile, so the hill breaks no tie.</source>
        <translation>Every tied player has a meeple on a hill tile, so the hill breaks no tie.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="506"/>
        <source>This board compares how many meeples each tied player has on hill tiles (rules option &quot;Hill tie-break&quot;: most meeples on hills).</source>
        <translation>This board compares how many meeples each tied player has on hill tiles (rules option &quot;Hill tie-break&quot;: most meeples on hills).</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="508"/>
        <source>This board only asks whether a tied player has a meeple on a hill tile at all (rules option &quot;Hill tie-break&quot;: a meeple on a hill).</source>
        <translation>This board only asks whether a tied player has a meeple on a hill tile at all (rules option &quot;Hill tie-break&quot;: a meeple on a hill).</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="643"/>
        <source>%1 grows the flock: a token is drawn from the bag.</source>
        <translation>%1 grows the flock: a token is drawn from the bag.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="644"/>
        <source>%1 guides the flock to the stable.</source>
        <translation>%1 guides the flock to the stable.</translation>
    </message>
    <message>
        <location filename="../src/editor/eventtext.cpp" line="651"/>
        <source>The figures on the scored features go back: meeples to their owners, a mage or witch beside the board.</source>
        <translation>The figures on the scored features go back: meeples to their owners, a mage or witch beside the board.</translation>
    </message>
</context>
<context>
    <name>ml::ExamplesMenu</name>
    <message>
        <location filename="../src/app/window/examplesmenu.cpp" line="104"/>
        <source>E&amp;xamples</source>
        <translation>E&amp;xamples</translation>
    </message>
</context>
<context>
    <name>ml::ExploreController</name>
    <message>
        <location filename="../src/app/explore/explorecontroller.cpp" line="104"/>
        <source>&amp;Step-through panel</source>
        <translation>&amp;Step-through panel</translation>
    </message>
    <message>
        <location filename="../src/app/explore/explorecontroller.cpp" line="105"/>
        <source>S&amp;core log</source>
        <translation>S&amp;core log</translation>
    </message>
    <message>
        <location filename="../src/app/explore/explorecontroller.cpp" line="106"/>
        <source>&amp;Rules panel</source>
        <translation>&amp;Rules panel</translation>
    </message>
    <message>
        <location filename="../src/app/explore/explorecontroller.cpp" line="119"/>
        <source>exploring</source>
        <translation>exploring</translation>
    </message>
    <message>
        <location filename="../src/app/explore/explorecontroller.cpp" line="232"/>
        <source>Explore mode: Alt+Right or F10 for the next step, Alt+Left or Shift+F10 for the previous one</source>
        <translation>Explore mode: Alt+Right or F10 for the next step, Alt+Left or Shift+F10 for the previous one</translation>
    </message>
    <message>
        <location filename="../src/app/explore/explorecontroller.cpp" line="239"/>
        <source>scoring the board now</source>
        <translation>scoring the board now</translation>
    </message>
    <message>
        <location filename="../src/app/explore/explorecontroller.cpp" line="250"/>
        <source>comparing variants</source>
        <translation>comparing variants</translation>
    </message>
    <message>
        <location filename="../src/app/explore/explorecontroller.cpp" line="267"/>
        <source>The rules panel has no text for %1 yet</source>
        <translation>The rules panel has no text for %1 yet</translation>
    </message>
</context>
<context>
    <name>ml::ExportDialog</name>
    <message>
        <location filename="../ui/exportdialog.ui" line="6"/>
        <source>Export picture</source>
        <translation>Export picture</translation>
    </message>
    <message>
        <location filename="../ui/exportdialog.ui" line="15"/>
        <source>Title</source>
        <translation>Title</translation>
    </message>
    <message>
        <location filename="../ui/exportdialog.ui" line="31"/>
        <source>Legend</source>
        <translation>Legend</translation>
    </message>
    <message>
        <location filename="../ui/exportdialog.ui" line="43"/>
        <source>Each player&apos;s colour, with a meeple where the player has one on the board</source>
        <translation>Each player&apos;s colour, with a meeple where the player has one on the board</translation>
    </message>
    <message>
        <location filename="../ui/exportdialog.ui" line="46"/>
        <source>Players&apos; colours</source>
        <translation>Players&apos; colours</translation>
    </message>
    <message>
        <location filename="../ui/exportdialog.ui" line="56"/>
        <source>The other kinds of figure on the board: castle lord, shepherd, abbot, mage, witch</source>
        <translation>The other kinds of figure on the board: castle lord, shepherd, abbot, mage, witch</translation>
    </message>
    <message>
        <location filename="../ui/exportdialog.ui" line="59"/>
        <source>Other figures</source>
        <translation>Other figures</translation>
    </message>
    <message>
        <location filename="../ui/exportdialog.ui" line="69"/>
        <source>Each marker that has a meaning, with its letter or number and shape</source>
        <translation>Each marker that has a meaning, with its letter or number and shape</translation>
    </message>
    <message>
        <location filename="../ui/exportdialog.ui" line="72"/>
        <source>What the markers mean</source>
        <translation>What the markers mean</translation>
    </message>
    <message>
        <location filename="../ui/exportdialog.ui" line="99"/>
        <source>Which part of the board the picture shows</source>
        <translation>Which part of the board the picture shows</translation>
    </message>
    <message>
        <location filename="../ui/exportdialog.ui" line="103"/>
        <source>The whole board</source>
        <translation>The whole board</translation>
    </message>
    <message>
        <location filename="../ui/exportdialog.ui" line="108"/>
        <source>The selected tiles</source>
        <translation>The selected tiles</translation>
    </message>
    <message>
        <location filename="../ui/exportdialog.ui" line="113"/>
        <source>The tiles the marks touch</source>
        <translation>The tiles the marks touch</translation>
    </message>
    <message>
        <location filename="../ui/exportdialog.ui" line="121"/>
        <source>Room round the part drawn, in tiles</source>
        <translation>Room round the part drawn, in tiles</translation>
    </message>
    <message>
        <location filename="../ui/exportdialog.ui" line="124"/>
        <source> tiles of margin</source>
        <translation> tiles of margin</translation>
    </message>
    <message>
        <location filename="../ui/exportdialog.ui" line="148"/>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <location filename="../ui/exportdialog.ui" line="158"/>
        <source>Write the points scored on the board (+6)</source>
        <translation>Write the points scored on the board (+6)</translation>
    </message>
    <message>
        <location filename="../ui/exportdialog.ui" line="168"/>
        <source>Coordinates</source>
        <translation>Coordinates</translation>
    </message>
    <message>
        <location filename="../ui/exportdialog.ui" line="178"/>
        <source>Column letters and row numbers along the edges (C7)</source>
        <translation>Column letters and row numbers along the edges (C7)</translation>
    </message>
    <message>
        <location filename="../ui/exportdialog.ui" line="188"/>
        <source>Player marks</source>
        <translation>Player marks</translation>
    </message>
    <message>
        <location filename="../ui/exportdialog.ui" line="198"/>
        <source>Circle, square, triangle, diamond, star, cross for players 1 to 6, in the legend too: readers who cannot tell the colours apart still tell the players apart</source>
        <translation>Circle, square, triangle, diamond, star, cross for players 1 to 6, in the legend too: readers who cannot tell the colours apart still tell the players apart</translation>
    </message>
    <message>
        <location filename="../ui/exportdialog.ui" line="201"/>
        <source>A shape on each player&apos;s figures besides the colour</source>
        <translation>A shape on each player&apos;s figures besides the colour</translation>
    </message>
    <message>
        <location filename="../ui/exportdialog.ui" line="214"/>
        <source>Background</source>
        <translation>Background</translation>
    </message>
    <message>
        <location filename="../ui/exportdialog.ui" line="224"/>
        <source>For a page with a background of its own; PNG and SVG</source>
        <translation>For a page with a background of its own; PNG and SVG</translation>
    </message>
    <message>
        <location filename="../ui/exportdialog.ui" line="227"/>
        <source>Transparent: no table colour behind the board</source>
        <translation>Transparent: no table colour behind the board</translation>
    </message>
    <message>
        <location filename="../ui/exportdialog.ui" line="237"/>
        <source>Text</source>
        <translation>Text</translation>
    </message>
    <message>
        <location filename="../ui/exportdialog.ui" line="247"/>
        <source>SVG only: the words can no longer be selected, but look the same in every viewer</source>
        <translation>SVG only: the words can no longer be selected, but look the same in every viewer</translation>
    </message>
    <message>
        <location filename="../ui/exportdialog.ui" line="250"/>
        <source>As outlines in an SVG, the same in every viewer</source>
        <translation>As outlines in an SVG, the same in every viewer</translation>
    </message>
    <message>
        <location filename="../ui/exportdialog.ui" line="260"/>
        <source>Scale</source>
        <translation>Scale</translation>
    </message>
    <message>
        <location filename="../ui/exportdialog.ui" line="272"/>
        <source>How large a PNG is made</source>
        <translation>How large a PNG is made</translation>
    </message>
    <message>
        <location filename="../ui/exportdialog.ui" line="276"/>
        <source>2,000 pixels on the long side</source>
        <translation>2,000 pixels on the long side</translation>
    </message>
    <message>
        <location filename="../ui/exportdialog.ui" line="281"/>
        <source>Pixels per tile</source>
        <translation>Pixels per tile</translation>
    </message>
    <message>
        <location filename="../ui/exportdialog.ui" line="286"/>
        <source>DPI for print (a tile 45 mm wide)</source>
        <translation>DPI for print (a tile 45 mm wide)</translation>
    </message>
    <message>
        <location filename="../ui/exportdialog.ui" line="312"/>
        <source>Language</source>
        <translation>Language</translation>
    </message>
    <message>
        <location filename="../ui/exportdialog.ui" line="322"/>
        <source>The language of the board&apos;s caption and annotations in the picture</source>
        <translation>The language of the board&apos;s caption and annotations in the picture</translation>
    </message>
    <message>
        <location filename="../ui/exportdialog.ui" line="342"/>
        <source>Page size</source>
        <translation>Page size</translation>
    </message>
    <message>
        <location filename="../ui/exportdialog.ui" line="87"/>
        <source>Part</source>
        <translation>Part</translation>
    </message>
    <message>
        <location filename="../src/app/window/exportdialog.cpp" line="55"/>
        <source>The cells saved with the board (%1,%2 to %3,%4)</source>
        <translation>The cells saved with the board (%1,%2 to %3,%4)</translation>
    </message>
    <message>
        <location filename="../src/app/window/exportdialog.cpp" line="119"/>
        <source> pixels per tile</source>
        <translation> pixels per tile</translation>
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
        <translation>Click the part of a tile where the figure should stand.</translation>
    </message>
    <message>
        <location filename="../src/app/editing/figuretool.cpp" line="45"/>
        <source>This tile has no spot %1: %2</source>
        <translation>This tile has no spot %1: %2</translation>
    </message>
    <message>
        <location filename="../src/app/editing/figuretool.cpp" line="54"/>
        <source>A number key puts the figure on that spot; the arrows move the cursor.</source>
        <translation>A number key puts the figure on that spot; the arrows move the cursor.</translation>
    </message>
    <message>
        <location filename="../src/app/editing/figuretool.cpp" line="61"/>
        <location filename="../src/app/editing/figuretool.cpp" line="76"/>
        <source>There is nothing to stand on here.</source>
        <translation>There is nothing to stand on here.</translation>
    </message>
    <message>
        <location filename="../src/app/editing/figuretool.cpp" line="71"/>
        <source>This tile belongs to the set-up: show the set-up to put a figure on it (View &gt; Show the position after the moves).</source>
        <translation>This tile belongs to the set-up: show the set-up to put a figure on it (View &gt; Show the position after the moves).</translation>
    </message>
    <message>
        <location filename="../src/app/editing/figuretool.cpp" line="91"/>
        <source>Add a player first: meeples and shepherds belong to someone.</source>
        <translation>Add a player first: meeples and shepherds belong to someone.</translation>
    </message>
    <message>
        <location filename="../src/app/editing/figuretool.cpp" line="99"/>
        <source>Placed on %1 at %2,%3.</source>
        <translation>Placed on %1 at %2,%3.</translation>
    </message>
    <message>
        <location filename="../src/app/editing/figuretool.cpp" line="129"/>
        <source>Move %1 now places its figure on %2 at %3,%4.</source>
        <translation>Move %1 now places its figure on %2 at %3,%4.</translation>
    </message>
    <message>
        <location filename="../src/app/editing/figuretool.cpp" line="135"/>
        <source>The move cannot place its figure there: %1</source>
        <translation>The move cannot place its figure there: %1</translation>
    </message>
    <message>
        <location filename="../src/app/editing/figuretool.cpp" line="96"/>
        <source>The figure cannot stand there: %1</source>
        <translation>The figure cannot stand there: %1</translation>
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
        <translation>Open lesson</translation>
    </message>
    <message>
        <location filename="../src/app/lessons/lessoncontroller.cpp" line="68"/>
        <location filename="../src/app/lessons/lessoncontroller.cpp" line="325"/>
        <source>Lessons (*.meeplelesson)</source>
        <translation>Lessons (*.meeplelesson)</translation>
    </message>
    <message>
        <location filename="../src/app/lessons/lessoncontroller.cpp" line="143"/>
        <location filename="../src/app/lessons/lessoncontroller.cpp" line="273"/>
        <source>%1 cannot be opened.
%2: %3</source>
        <translation>%1 cannot be opened.
%2: %3</translation>
    </message>
    <message>
        <location filename="../src/app/lessons/lessoncontroller.cpp" line="190"/>
        <source>Add page</source>
        <translation>Add page</translation>
    </message>
    <message>
        <location filename="../src/app/lessons/lessoncontroller.cpp" line="191"/>
        <source>There is no board to add: open or make one first.</source>
        <translation>There is no board to add: open or make one first.</translation>
    </message>
    <message>
        <location filename="../src/app/lessons/lessoncontroller.cpp" line="201"/>
        <source>Added page %1 to the lesson</source>
        <translation>Added page %1 to the lesson</translation>
    </message>
    <message>
        <location filename="../src/app/lessons/lessoncontroller.cpp" line="213"/>
        <source>Try another move here</source>
        <translation>Try another move here</translation>
    </message>
    <message>
        <location filename="../src/app/lessons/lessoncontroller.cpp" line="214"/>
        <source>Step back to the move you want to play differently first.</source>
        <translation>Step back to the move you want to play differently first.</translation>
    </message>
    <message>
        <location filename="../src/app/lessons/lessoncontroller.cpp" line="232"/>
        <source>Play another move %1, then choose Lesson &gt; Add this view as a page</source>
        <translation>Play another move %1, then choose Lesson &gt; Add this view as a page</translation>
    </message>
    <message>
        <location filename="../src/app/lessons/lessoncontroller.cpp" line="347"/>
        <source>Export lesson</source>
        <translation>Export lesson</translation>
    </message>
    <message>
        <location filename="../src/app/lessons/lessoncontroller.cpp" line="348"/>
        <source>The lesson has no pages yet: add a view of a board first.</source>
        <translation>The lesson has no pages yet: add a view of a board first.</translation>
    </message>
</context>
<context>
    <name>ml::LessonDocument</name>
    <message>
        <location filename="../src/editor/lessondocument.cpp" line="57"/>
        <source>New lesson</source>
        <translation>New lesson</translation>
    </message>
    <message>
        <location filename="../src/editor/lessondocument.cpp" line="163"/>
        <source>Add page</source>
        <translation>Add page</translation>
    </message>
    <message>
        <location filename="../src/editor/lessondocument.cpp" line="173"/>
        <source>Delete page</source>
        <translation>Delete page</translation>
    </message>
    <message>
        <location filename="../src/editor/lessondocument.cpp" line="189"/>
        <source>Duplicate page</source>
        <translation>Duplicate page</translation>
    </message>
    <message>
        <location filename="../src/editor/lessondocument.cpp" line="200"/>
        <source>Move page</source>
        <translation>Move page</translation>
    </message>
    <message>
        <location filename="../src/editor/lessondocument.cpp" line="215"/>
        <source>Edit lesson title</source>
        <translation>Edit lesson title</translation>
    </message>
    <message>
        <location filename="../src/editor/lessondocument.cpp" line="230"/>
        <source>Edit page text</source>
        <translation>Edit page text</translation>
    </message>
</context>
<context>
    <name>ml::LessonEditor</name>
    <message>
        <location filename="../ui/lessoneditor.ui" line="14"/>
        <source>Lesson</source>
        <translation>Lesson</translation>
    </message>
    <message>
        <location filename="../ui/lessoneditor.ui" line="37"/>
        <source>&amp;Pages (drag to reorder):</source>
        <translation>&amp;Pages (drag to reorder):</translation>
    </message>
    <message>
        <location filename="../ui/lessoneditor.ui" line="47"/>
        <source>Pages</source>
        <translation>Pages</translation>
    </message>
    <message>
        <location filename="../ui/lessoneditor.ui" line="69"/>
        <location filename="../src/app/lessons/lessoneditor.cpp" line="28"/>
        <location filename="../src/app/lessons/lessoneditor.cpp" line="394"/>
        <source>English</source>
        <translation>English</translation>
    </message>
    <message>
        <location filename="../ui/lessoneditor.ui" line="79"/>
        <source>Dutch (Nederlands)</source>
        <translation>Dutch (Nederlands)</translation>
    </message>
    <message>
        <location filename="../ui/lessoneditor.ui" line="89"/>
        <source>&amp;Lesson title:</source>
        <translation>&amp;Lesson title:</translation>
    </message>
    <message>
        <location filename="../ui/lessoneditor.ui" line="99"/>
        <source>Lesson title in English</source>
        <translation>Lesson title in English</translation>
    </message>
    <message>
        <location filename="../ui/lessoneditor.ui" line="106"/>
        <source>Lesson title in Dutch</source>
        <translation>Lesson title in Dutch</translation>
    </message>
    <message>
        <location filename="../ui/lessoneditor.ui" line="116"/>
        <source>Page &amp;title:</source>
        <translation>Page &amp;title:</translation>
    </message>
    <message>
        <location filename="../ui/lessoneditor.ui" line="126"/>
        <source>Page title in English</source>
        <translation>Page title in English</translation>
    </message>
    <message>
        <location filename="../ui/lessoneditor.ui" line="133"/>
        <source>Page title in Dutch</source>
        <translation>Page title in Dutch</translation>
    </message>
    <message>
        <location filename="../ui/lessoneditor.ui" line="143"/>
        <source>Te&amp;xt:</source>
        <translation>Te&amp;xt:</translation>
    </message>
    <message>
        <location filename="../ui/lessoneditor.ui" line="153"/>
        <source>Page text in English</source>
        <translation>Page text in English</translation>
    </message>
    <message>
        <location filename="../ui/lessoneditor.ui" line="163"/>
        <source>Page text in Dutch</source>
        <translation>Page text in Dutch</translation>
    </message>
    <message>
        <location filename="../ui/lessoneditor.ui" line="176"/>
        <source>&amp;Notes:</source>
        <translation>&amp;Notes:</translation>
    </message>
    <message>
        <location filename="../ui/lessoneditor.ui" line="186"/>
        <source>Presenter&apos;s notes in English</source>
        <translation>Presenter&apos;s notes in English</translation>
    </message>
    <message>
        <location filename="../ui/lessoneditor.ui" line="202"/>
        <source>Presenter&apos;s notes in Dutch</source>
        <translation>Presenter&apos;s notes in Dutch</translation>
    </message>
    <message>
        <location filename="../ui/lessoneditor.ui" line="226"/>
        <source>A blank line starts a paragraph, &quot;- &quot; a list item; **bold**; [R-BASE-10] links a rule.</source>
        <translation>A blank line starts a paragraph, &quot;- &quot; a list item; **bold**; [R-BASE-10] links a rule.</translation>
    </message>
    <message>
        <location filename="../ui/lessoneditor.ui" line="248"/>
        <source>Pre&amp;view in:</source>
        <translation>Pre&amp;view in:</translation>
    </message>
    <message>
        <location filename="../ui/lessoneditor.ui" line="276"/>
        <source>Page preview</source>
        <translation>Page preview</translation>
    </message>
    <message>
        <location filename="../ui/lessoneditor.ui" line="289"/>
        <source>&amp;Lesson</source>
        <translation>&amp;Lesson</translation>
    </message>
    <message>
        <location filename="../ui/lessoneditor.ui" line="302"/>
        <source>&amp;Page</source>
        <translation>&amp;Page</translation>
    </message>
    <message>
        <location filename="../ui/lessoneditor.ui" line="319"/>
        <source>Lesson tools</source>
        <translation>Lesson tools</translation>
    </message>
    <message>
        <location filename="../ui/lessoneditor.ui" line="339"/>
        <source>&amp;Save lesson</source>
        <translation>&amp;Save lesson</translation>
    </message>
    <message>
        <location filename="../ui/lessoneditor.ui" line="344"/>
        <source>Save lesson &amp;as…</source>
        <translation>Save lesson &amp;as…</translation>
    </message>
    <message>
        <location filename="../ui/lessoneditor.ui" line="349"/>
        <source>&amp;Export handout…</source>
        <translation>&amp;Export handout…</translation>
    </message>
    <message>
        <location filename="../ui/lessoneditor.ui" line="354"/>
        <source>&amp;Present</source>
        <translation>&amp;Present</translation>
    </message>
    <message>
        <location filename="../ui/lessoneditor.ui" line="362"/>
        <source>&amp;Take this lesson</source>
        <translation>&amp;Take this lesson</translation>
    </message>
    <message>
        <location filename="../ui/lessoneditor.ui" line="367"/>
        <source>&amp;Close</source>
        <translation>&amp;Close</translation>
    </message>
    <message>
        <location filename="../ui/lessoneditor.ui" line="372"/>
        <source>&amp;Undo</source>
        <translation>&amp;Undo</translation>
    </message>
    <message>
        <location filename="../ui/lessoneditor.ui" line="377"/>
        <source>&amp;Redo</source>
        <translation>&amp;Redo</translation>
    </message>
    <message>
        <location filename="../ui/lessoneditor.ui" line="382"/>
        <source>D&amp;uplicate page</source>
        <translation>D&amp;uplicate page</translation>
    </message>
    <message>
        <location filename="../ui/lessoneditor.ui" line="390"/>
        <source>&amp;Delete page</source>
        <translation>&amp;Delete page</translation>
    </message>
    <message>
        <location filename="../ui/lessoneditor.ui" line="395"/>
        <source>Move page &amp;up</source>
        <translation>Move page &amp;up</translation>
    </message>
    <message>
        <location filename="../ui/lessoneditor.ui" line="403"/>
        <source>Move page do&amp;wn</source>
        <translation>Move page do&amp;wn</translation>
    </message>
    <message>
        <location filename="../ui/lessoneditor.ui" line="411"/>
        <source>&amp;Open the page&apos;s board in the main window</source>
        <translation>&amp;Open the page&apos;s board in the main window</translation>
    </message>
    <message>
        <location filename="../src/app/lessons/lessoneditor.cpp" line="29"/>
        <location filename="../src/app/lessons/lessoneditor.cpp" line="395"/>
        <source>Dutch</source>
        <translation>Dutch</translation>
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
        <translation>question</translation>
    </message>
    <message>
        <location filename="../src/app/lessons/lessoneditor.cpp" line="161"/>
        <source>what if</source>
        <translation>what if</translation>
    </message>
    <message>
        <location filename="../src/app/lessons/lessoneditor.cpp" line="162"/>
        <source>answer out of date</source>
        <translation>answer out of date</translation>
    </message>
    <message>
        <location filename="../src/app/lessons/lessoneditor.cpp" line="163"/>
        <source>board cannot be shown</source>
        <translation>board cannot be shown</translation>
    </message>
    <message>
        <location filename="../src/app/lessons/lessoneditor.cpp" line="209"/>
        <source>Shows the set-up.</source>
        <translation>Shows the set-up.</translation>
    </message>
    <message>
        <location filename="../src/app/lessons/lessoneditor.cpp" line="212"/>
        <source>Shows the board after all its moves.</source>
        <translation>Shows the board after all its moves.</translation>
    </message>
    <message>
        <location filename="../src/app/lessons/lessoneditor.cpp" line="215"/>
        <source>Shows the board after move %1.</source>
        <translation>Shows the board after move %1.</translation>
    </message>
    <message>
        <location filename="../src/app/lessons/lessoneditor.cpp" line="218"/>
        <source>Shows scoring %1 of move %2.</source>
        <translation>Shows scoring %1 of move %2.</translation>
    </message>
    <message>
        <location filename="../src/app/lessons/lessoneditor.cpp" line="221"/>
        <source>Asks a question; the class answers before Reveal.</source>
        <translation>Asks a question; the class answers before Reveal.</translation>
    </message>
    <message>
        <location filename="../src/app/lessons/lessoneditor.cpp" line="224"/>
        <source>What if, at move %1 of page %2.</source>
        <translation>What if, at move %1 of page %2.</translation>
    </message>
    <message>
        <location filename="../src/app/lessons/lessoneditor.cpp" line="227"/>
        <source>The board no longer gives this question&apos;s stored answer: open the board, check the puzzle again and add the page anew.</source>
        <translation>The board no longer gives this question&apos;s stored answer: open the board, check the puzzle again and add the page anew.</translation>
    </message>
    <message>
        <location filename="../src/app/lessons/lessoneditor.cpp" line="230"/>
        <source>This page cannot be played: %1</source>
        <translation>This page cannot be played: %1</translation>
    </message>
    <message>
        <location filename="../src/app/lessons/lessoneditor.cpp" line="232"/>
        <source>No pages yet: open a board in the main window and choose Lesson &gt; Add this view as a page.</source>
        <translation>No pages yet: open a board in the main window and choose Lesson &gt; Add this view as a page.</translation>
    </message>
    <message>
        <location filename="../src/app/lessons/lessoneditor.cpp" line="278"/>
        <source>Untitled lesson</source>
        <translation>Untitled lesson</translation>
    </message>
    <message>
        <location filename="../src/app/lessons/lessoneditor.cpp" line="280"/>
        <source>%1[*] — Lesson</source>
        <translation>%1[*] — Lesson</translation>
    </message>
    <message>
        <location filename="../src/app/lessons/lessoneditor.cpp" line="303"/>
        <source>Unsaved lesson</source>
        <translation>Unsaved lesson</translation>
    </message>
    <message>
        <location filename="../src/app/lessons/lessoneditor.cpp" line="304"/>
        <source>The lesson has changes that are not saved. Save them?</source>
        <translation>The lesson has changes that are not saved. Save them?</translation>
    </message>
    <message>
        <location filename="../src/app/lessons/lessoneditor.cpp" line="322"/>
        <location filename="../src/app/lessons/lessoneditor.cpp" line="330"/>
        <location filename="../src/app/lessons/lessoneditor.cpp" line="338"/>
        <source>Save lesson</source>
        <translation>Save lesson</translation>
    </message>
    <message>
        <location filename="../src/app/lessons/lessoneditor.cpp" line="322"/>
        <location filename="../src/app/lessons/lessoneditor.cpp" line="338"/>
        <source>Could not save %1: %2</source>
        <translation>Could not save %1: %2</translation>
    </message>
    <message>
        <location filename="../src/app/lessons/lessoneditor.cpp" line="331"/>
        <source>Lessons (*.meeplelesson)</source>
        <translation>Lessons (*.meeplelesson)</translation>
    </message>
    <message>
        <location filename="../src/app/lessons/lessoneditor.cpp" line="357"/>
        <location filename="../src/app/lessons/lessoneditor.cpp" line="365"/>
        <source>Export handout</source>
        <translation>Export handout</translation>
    </message>
    <message>
        <location filename="../src/app/lessons/lessoneditor.cpp" line="357"/>
        <source>Could not write %1: %2</source>
        <translation>Could not write %1: %2</translation>
    </message>
    <message>
        <location filename="../src/app/lessons/lessoneditor.cpp" line="366"/>
        <source>PDF handout (*.pdf);;Web page that works offline (*.html)</source>
        <translation>PDF handout (*.pdf);;Web page that works offline (*.html)</translation>
    </message>
</context>
<context>
    <name>ml::LessonLibraryDialog</name>
    <message>
        <location filename="../ui/lessonlibrarydialog.ui" line="14"/>
        <source>Lesson library</source>
        <translation>Lesson library</translation>
    </message>
    <message>
        <location filename="../ui/lessonlibrarydialog.ui" line="27"/>
        <source>Lessons</source>
        <translation>Lessons</translation>
    </message>
    <message>
        <location filename="../ui/lessonlibrarydialog.ui" line="34"/>
        <source>Lesson</source>
        <translation>Lesson</translation>
    </message>
    <message>
        <location filename="../ui/lessonlibrarydialog.ui" line="39"/>
        <source>Pages</source>
        <translation>Pages</translation>
    </message>
    <message>
        <location filename="../ui/lessonlibrarydialog.ui" line="44"/>
        <source>Answered right</source>
        <translation>Answered right</translation>
    </message>
    <message>
        <location filename="../ui/lessonlibrarydialog.ui" line="54"/>
        <source>&amp;Take lesson</source>
        <translation>&amp;Take lesson</translation>
    </message>
    <message>
        <location filename="../ui/lessonlibrarydialog.ui" line="64"/>
        <source>&amp;Present</source>
        <translation>&amp;Present</translation>
    </message>
    <message>
        <location filename="../ui/lessonlibrarydialog.ui" line="71"/>
        <source>&amp;Edit</source>
        <translation>&amp;Edit</translation>
    </message>
    <message>
        <location filename="../ui/lessonlibrarydialog.ui" line="78"/>
        <source>&amp;Open lesson file…</source>
        <translation>&amp;Open lesson file…</translation>
    </message>
    <message>
        <location filename="../ui/lessonlibrarydialog.ui" line="92"/>
        <source>&amp;Close</source>
        <translation>&amp;Close</translation>
    </message>
    <message>
        <location filename="../src/app/lessons/lessonlibrarydialog.cpp" line="61"/>
        <source>Course: %1</source>
        <translation>Course: %1</translation>
    </message>
    <message>
        <location filename="../src/app/lessons/lessonlibrarydialog.cpp" line="65"/>
        <source>The bundled course cannot be read: %1</source>
        <translation>The bundled course cannot be read: %1</translation>
    </message>
    <message>
        <location filename="../src/app/lessons/lessonlibrarydialog.cpp" line="75"/>
        <source>%1 (cannot be read: %2)</source>
        <translation>%1 (cannot be read: %2)</translation>
    </message>
    <message>
        <location filename="../src/app/lessons/lessonlibrarydialog.cpp" line="80"/>
        <source>%1 of %2</source>
        <translation>%1 of %2</translation>
    </message>
    <message>
        <location filename="../src/app/lessons/lessonlibrarydialog.cpp" line="84"/>
        <source>Bundled with Meeple Lab</source>
        <translation>Bundled with Meeple Lab</translation>
    </message>
</context>
<context>
    <name>ml::LessonPageView</name>
    <message>
        <location filename="../src/app/lessons/lessonpageview.cpp" line="110"/>
        <location filename="../src/app/lessons/lessonpageview.cpp" line="134"/>
        <source>Question</source>
        <translation>Question</translation>
    </message>
    <message>
        <location filename="../src/app/lessons/lessonpageview.cpp" line="117"/>
        <source>Presenter&apos;s notes</source>
        <translation>Presenter&apos;s notes</translation>
    </message>
    <message>
        <location filename="../src/app/lessons/lessonpageview.cpp" line="216"/>
        <source>This page&apos;s board cannot be shown at its step.</source>
        <translation>This page&apos;s board cannot be shown at its step.</translation>
    </message>
</context>
<context>
    <name>ml::LessonPresentation</name>
    <message>
        <location filename="../src/app/lessons/lessonpresentation.cpp" line="18"/>
        <source>Presentation: %1</source>
        <translation>Presentation: %1</translation>
    </message>
    <message>
        <location filename="../src/app/lessons/lessonpresentation.cpp" line="76"/>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <location filename="../src/app/lessons/lessonpresentation.cpp" line="78"/>
        <source>R: reveal (%1 of %2)</source>
        <translation>R: reveal (%1 of %2)</translation>
    </message>
</context>
<context>
    <name>ml::LessonReader</name>
    <message>
        <location filename="../ui/lessonreader.ui" line="14"/>
        <source>Lesson</source>
        <translation>Lesson</translation>
    </message>
    <message>
        <location filename="../ui/lessonreader.ui" line="22"/>
        <source>Lesson page</source>
        <translation>Lesson page</translation>
    </message>
    <message>
        <location filename="../ui/lessonreader.ui" line="45"/>
        <source>&lt; &amp;Previous page</source>
        <translation>&lt; &amp;Previous page</translation>
    </message>
    <message>
        <location filename="../ui/lessonreader.ui" line="62"/>
        <source>&amp;Next page &gt;</source>
        <translation>&amp;Next page &gt;</translation>
    </message>
    <message>
        <location filename="../src/app/lessons/lessonreader.cpp" line="71"/>
        <source>%1 — Lesson</source>
        <translation>%1 — Lesson</translation>
    </message>
    <message>
        <location filename="../src/app/lessons/lessonreader.cpp" line="72"/>
        <source>Page %1 of %2</source>
        <translation>Page %1 of %2</translation>
    </message>
    <message>
        <location filename="../src/app/lessons/lessonreader.cpp" line="75"/>
        <source>Questions answered right: %1 of %2</source>
        <translation>Questions answered right: %1 of %2</translation>
    </message>
</context>
<context>
    <name>ml::LessonReveal</name>
    <message>
        <location filename="../src/app/lessons/lessonreveal.cpp" line="48"/>
        <source>The engine cannot play this page&apos;s board, so it cannot explain the answer.</source>
        <translation>The engine cannot play this page&apos;s board, so it cannot explain the answer.</translation>
    </message>
    <message>
        <location filename="../src/app/lessons/lessonreveal.cpp" line="55"/>
        <source>Answer: %1</source>
        <translation>Answer: %1</translation>
    </message>
</context>
<context>
    <name>ml::MainWindow</name>
    <message>
        <location filename="../src/app/window/appstartup.cpp" line="39"/>
        <source>Meeple Lab: a rules explorer and puzzle editor for Carcassonne.</source>
        <translation>Meeple Lab: a rules explorer and puzzle editor for Carcassonne.</translation>
    </message>
    <message>
        <location filename="../src/app/window/appstartup.cpp" line="42"/>
        <source>FILE</source>
        <translation>FILE</translation>
    </message>
    <message>
        <location filename="../src/app/window/appstartup.cpp" line="43"/>
        <source>The board file to open (.meeple). Without it, the example board opens.</source>
        <translation>The board file to open (.meeple). Without it, the example board opens.</translation>
    </message>
    <message>
        <location filename="../src/app/window/appstartup.cpp" line="45"/>
        <source>[FILE]</source>
        <translation>[FILE]</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="8"/>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="12"/>
        <source>Open &amp;recent</source>
        <translation>Open &amp;recent</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="33"/>
        <source>&amp;Edit</source>
        <translation>&amp;Edit</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="71"/>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="75"/>
        <source>&amp;Language</source>
        <translation>&amp;Language</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="82"/>
        <source>&amp;Theme</source>
        <translation>&amp;Theme</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="90"/>
        <source>Tile &amp;art</source>
        <translation>Tile &amp;art</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="142"/>
        <source>&amp;Lesson</source>
        <translation>&amp;Lesson</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="158"/>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="176"/>
        <source>Tools</source>
        <translation>Tools</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="199"/>
        <source>Annotations</source>
        <translation>Annotations</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="220"/>
        <source>&amp;New board…</source>
        <translation>&amp;New board…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="225"/>
        <source>&amp;Open…</source>
        <translation>&amp;Open…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="228"/>
        <source>Open a board file</source>
        <translation>Open a board file</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="233"/>
        <source>&amp;Import JCloisterZone game…</source>
        <translation>&amp;Import JCloisterZone game…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="236"/>
        <source>Open a game saved by JCloisterZone and step through it in Explore</source>
        <translation>Open a game saved by JCloisterZone and step through it in Explore</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="241"/>
        <source>&amp;Save</source>
        <translation>&amp;Save</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="246"/>
        <source>Save &amp;as…</source>
        <translation>Save &amp;as…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="251"/>
        <source>&amp;Export picture…</source>
        <translation>&amp;Export picture…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="254"/>
        <source>Save the board as a PNG or SVG picture</source>
        <translation>Save the board as a PNG or SVG picture</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="262"/>
        <source>Export P&amp;DF…</source>
        <translation>Export P&amp;DF…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="265"/>
        <source>Save the board as a PDF page with its caption and legend</source>
        <translation>Save the board as a PDF page with its caption and legend</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="270"/>
        <source>Export puzzle s&amp;heet…</source>
        <translation>Export puzzle s&amp;heet…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="273"/>
        <source>Save a printable PDF of puzzles: the questions with their boards, then the answers</source>
        <translation>Save a printable PDF of puzzles: the questions with their boards, then the answers</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="278"/>
        <source>Print pre&amp;view…</source>
        <translation>Print pre&amp;view…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="281"/>
        <source>See the printed page before printing it</source>
        <translation>See the printed page before printing it</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="286"/>
        <source>&amp;Print…</source>
        <translation>&amp;Print…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="289"/>
        <source>Print the board scaled to fit the page, with its caption and legend</source>
        <translation>Print the board scaled to fit the page, with its caption and legend</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="297"/>
        <source>Copy &amp;picture</source>
        <translation>Copy &amp;picture</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="300"/>
        <source>Put the board, or the selected tiles, on the clipboard as PNG and SVG</source>
        <translation>Put the board, or the selected tiles, on the clipboard as PNG and SVG</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="311"/>
        <source>Copy &amp;wiki line of the last picture</source>
        <translation>Copy &amp;wiki line of the last picture</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="314"/>
        <source>Put the wiki line that shows the picture exported last, with its caption, on the clipboard</source>
        <translation>Put the wiki line that shows the picture exported last, with its caption, on the clipboard</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="319"/>
        <source>Cop&amp;y board as text</source>
        <translation>Cop&amp;y board as text</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="322"/>
        <source>Put the board on the clipboard as one line of text, for a forum post or a message</source>
        <translation>Put the board on the clipboard as one line of text, for a forum post or a message</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="327"/>
        <source>Paste &amp;board</source>
        <translation>Paste &amp;board</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="330"/>
        <source>Open the board a copied text holds (packed text or board JSON) as a new board</source>
        <translation>Open the board a copied text holds (packed text or board JSON) as a new board</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="335"/>
        <source>E&amp;xport this step…</source>
        <translation>E&amp;xport this step…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="338"/>
        <source>Save the step shown as a picture: the scored feature, the deciding figures and the tile just placed marked</source>
        <translation>Save the step shown as a picture: the scored feature, the deciding figures and the tile just placed marked</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="343"/>
        <source>Expor&amp;t all steps…</source>
        <translation>Expor&amp;t all steps…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="346"/>
        <source>Save every step: one picture with the steps in a grid, or a PDF with a step on each page</source>
        <translation>Save every step: one picture with the steps in a grid, or a PDF with a step on each page</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="351"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="362"/>
        <source>Undo</source>
        <comment>tool bar: short, the menu says what is undone</comment>
        <translation>Undo</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="371"/>
        <source>Redo</source>
        <comment>tool bar: short, the menu says what is redone</comment>
        <translation>Redo</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="422"/>
        <source>Fit</source>
        <comment>tool bar: short for Fit board in window</comment>
        <translation>Fit</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="442"/>
        <source>Coor&amp;dinates</source>
        <translation>Coor&amp;dinates</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="445"/>
        <source>Letter the columns and number the rows along the board&apos;s edges, as the step texts name the cells</source>
        <translation>Letter the columns and number the rows along the board&apos;s edges, as the step texts name the cells</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="453"/>
        <source>Player mar&amp;ks</source>
        <translation>Player mar&amp;ks</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="456"/>
        <source>A shape on each player&apos;s figures besides the colour (circle, square, triangle, diamond, star, cross), for readers who cannot tell the colours apart</source>
        <translation>A shape on each player&apos;s figures besides the colour (circle, square, triangle, diamond, star, cross), for readers who cannot tell the colours apart</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="464"/>
        <source>&amp;Light</source>
        <translation>&amp;Light</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="467"/>
        <source>Light windows and panels</source>
        <translation>Light windows and panels</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="475"/>
        <source>&amp;Dark</source>
        <translation>&amp;Dark</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="478"/>
        <source>Dark windows and panels; the board keeps its own colours</source>
        <translation>Dark windows and panels; the board keeps its own colours</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="486"/>
        <source>Follow the &amp;system</source>
        <translation>Follow the &amp;system</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="489"/>
        <source>Dark when the desktop&apos;s window colour is dark at start, else light</source>
        <translation>Dark when the desktop&apos;s window colour is dark at start, else light</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="497"/>
        <source>&amp;Built-in art</source>
        <translation>&amp;Built-in art</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="500"/>
        <source>Draw the tiles in Meeple Lab&apos;s own colours</source>
        <translation>Draw the tiles in Meeple Lab&apos;s own colours</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="508"/>
        <source>&amp;Line art for print</source>
        <translation>&amp;Line art for print</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="511"/>
        <source>Draw the tiles as black lines on white, for printing</source>
        <translation>Draw the tiles as black lines on white, for printing</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="519"/>
        <source>Tile pictures from a &amp;folder…</source>
        <translation>Tile pictures from a &amp;folder…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="522"/>
        <source>Draw the tiles from a folder of your own pictures: one PNG or SVG per tile id, such as A.png</source>
        <translation>Draw the tiles from a folder of your own pictures: one PNG or SVG per tile id, such as A.png</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="538"/>
        <source>Describe the &amp;board…</source>
        <translation>Describe the &amp;board…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="541"/>
        <source>The board shown in words: its tiles, every feature with its figures, and the scores</source>
        <translation>The board shown in words: its tiles, every feature with its figures, and the scores</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="640"/>
        <source>&amp;New lesson</source>
        <translation>&amp;New lesson</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="643"/>
        <source>Start a lesson: a list of pages, each a view of a board with a text in English and Dutch</source>
        <translation>Start a lesson: a list of pages, each a view of a board with a text in English and Dutch</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="648"/>
        <source>&amp;Open lesson…</source>
        <translation>&amp;Open lesson…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="651"/>
        <source>Open a lesson file (.meeplelesson) to edit it</source>
        <translation>Open a lesson file (.meeplelesson) to edit it</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="656"/>
        <source>Show the lesson &amp;editor</source>
        <translation>Show the lesson &amp;editor</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="659"/>
        <source>The pages of the lesson being written, their texts and a preview</source>
        <translation>The pages of the lesson being written, their texts and a preview</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="664"/>
        <source>&amp;Add this view as a page</source>
        <translation>&amp;Add this view as a page</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="667"/>
        <source>The board as shown now, at this step and with its marks, as the lesson&apos;s next page</source>
        <translation>The board as shown now, at this step and with its marks, as the lesson&apos;s next page</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="675"/>
        <source>Try another &amp;move here</source>
        <translation>Try another &amp;move here</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="678"/>
        <source>Keep the moves before this step and record another one: the next page added is a what-if</source>
        <translation>Keep the moves before this step and record another one: the next page added is a what-if</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="683"/>
        <source>&amp;Present lesson</source>
        <translation>&amp;Present lesson</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="686"/>
        <source>Show the lesson full screen for a projector: PgDn and PgUp turn the pages, B blanks, R reveals, Esc leaves</source>
        <translation>Show the lesson full screen for a projector: PgDn and PgUp turn the pages, B blanks, R reveals, Esc leaves</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="694"/>
        <source>&amp;Take lesson</source>
        <translation>&amp;Take lesson</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="697"/>
        <source>Read the lesson page by page and answer its questions</source>
        <translation>Read the lesson page by page and answer its questions</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="702"/>
        <source>Lesson li&amp;brary…</source>
        <translation>Lesson li&amp;brary…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="705"/>
        <source>The bundled course and the lessons opened before, with your progress</source>
        <translation>The bundled course and the lessons opened before, with your progress</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="710"/>
        <source>Export &amp;lesson…</source>
        <translation>Export &amp;lesson…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="713"/>
        <source>The lesson as a PDF handout or a web page that works offline</source>
        <translation>The lesson as a PDF handout or a web page that works offline</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="718"/>
        <source>&amp;Learn the rules</source>
        <translation>&amp;Learn the rules</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="721"/>
        <source>The bundled course Learning Carcassonne, lesson by lesson</source>
        <translation>The bundled course Learning Carcassonne, lesson by lesson</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="805"/>
        <source>Find tile...</source>
        <translation>Find tile...</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="808"/>
        <source>Type a tile&apos;s id in the palette; Enter picks it</source>
        <translation>Type a tile&apos;s id in the palette; Enter picks it</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="816"/>
        <source>Next figure</source>
        <translation>Next figure</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="819"/>
        <source>Place the next kind of figure (meeple, shepherd, mage, ...)</source>
        <translation>Place the next kind of figure (meeple, shepherd, mage, ...)</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="827"/>
        <source>Next player</source>
        <translation>Next player</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="830"/>
        <source>Place the figures of the next player</source>
        <translation>Place the figures of the next player</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="856"/>
        <source>Arrow</source>
        <translation>Arrow</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="859"/>
        <source>Draw an arrow by dragging; its ends snap to figure spots and cell centres (Shift: no snapping)</source>
        <translation>Draw an arrow by dragging; its ends snap to figure spots and cell centres (Shift: no snapping)</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="874"/>
        <source>Ring</source>
        <translation>Ring</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="877"/>
        <source>Ring a figure spot: click the part of a tile</source>
        <translation>Ring a figure spot: click the part of a tile</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="892"/>
        <source>Number</source>
        <translation>Number</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="895"/>
        <source>Put a numbered disc: click; the numbers count up by themselves</source>
        <translation>Put a numbered disc: click; the numbers count up by themselves</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="910"/>
        <source>Highlight</source>
        <translation>Highlight</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="913"/>
        <source>Tint a whole feature: click a city, road, field or monastery</source>
        <translation>Tint a whole feature: click a city, road, field or monastery</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="928"/>
        <source>Label</source>
        <translation>Label</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="931"/>
        <source>Write a text on the board, in English and Dutch: click where it goes</source>
        <translation>Write a text on the board, in English and Dutch: click where it goes</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="946"/>
        <source>Dim</source>
        <translation>Dim</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="949"/>
        <source>Draw cells faded: drag a rectangle over them</source>
        <translation>Draw cells faded: drag a rectangle over them</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindow.cpp" line="625"/>
        <source>&amp;Undo</source>
        <translation>&amp;Undo</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindow.cpp" line="527"/>
        <source>Editing the set-up: the moves are hidden (View &gt; Show the position after the moves)</source>
        <translation>Editing the set-up: the moves are hidden (View &gt; Show the position after the moves)</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindow.cpp" line="625"/>
        <source>&amp;Undo %1</source>
        <comment>undo step</comment>
        <translation>&amp;Undo %1</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindow.cpp" line="626"/>
        <source>&amp;Redo</source>
        <translation>&amp;Redo</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindow.cpp" line="626"/>
        <source>&amp;Redo %1</source>
        <comment>redo step</comment>
        <translation>&amp;Redo %1</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="380"/>
        <source>&amp;Delete selection</source>
        <translation>&amp;Delete selection</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="385"/>
        <source>&amp;Turn clockwise</source>
        <translation>&amp;Turn clockwise</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="393"/>
        <source>Turn &amp;anticlockwise</source>
        <translation>Turn &amp;anticlockwise</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="401"/>
        <source>Rule &amp;options…</source>
        <translation>Rule &amp;options…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="751"/>
        <source>Select</source>
        <translation>Select</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="754"/>
        <source>Select, move, turn (R) and delete tiles and figures</source>
        <translation>Select, move, turn (R) and delete tiles and figures</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="769"/>
        <source>Place tile</source>
        <translation>Place tile</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="772"/>
        <source>Place the tile picked in the palette; R turns it</source>
        <translation>Place the tile picked in the palette; R turns it</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="787"/>
        <source>Place figure</source>
        <translation>Place figure</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="790"/>
        <source>Click the part of a tile where the figure stands</source>
        <translation>Click the part of a tile where the figure stands</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="838"/>
        <source>Record moves</source>
        <translation>Record moves</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="841"/>
        <source>Play turns on the board: tile, magic action, figure, flock</source>
        <translation>Play turns on the board: tile, magic action, figure, flock</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="406"/>
        <source>Zoom &amp;in</source>
        <translation>Zoom &amp;in</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="411"/>
        <source>Zoom &amp;out</source>
        <translation>Zoom &amp;out</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="416"/>
        <source>&amp;Fit board in window</source>
        <translation>&amp;Fit board in window</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="431"/>
        <source>Show &amp;grid coordinates</source>
        <translation>Show &amp;grid coordinates</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="530"/>
        <source>Show the position after the &amp;moves</source>
        <translation>Show the position after the &amp;moves</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="734"/>
        <source>&amp;About Meeple Lab</source>
        <translation>&amp;About Meeple Lab</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindow.cpp" line="640"/>
        <source>Board &amp;panel</source>
        <translation>Board &amp;panel</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindow.cpp" line="641"/>
        <source>History</source>
        <translation>History</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindow.cpp" line="642"/>
        <source>&lt;opened board&gt;</source>
        <translation>&lt;opened board&gt;</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindow.cpp" line="643"/>
        <source>flock: 1,3</source>
        <translation>flock: 1,3</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindow.cpp" line="648"/>
        <source>Sheep tokens beside a new shepherd, separated by commas</source>
        <translation>Sheep tokens beside a new shepherd, separated by commas</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindow.cpp" line="591"/>
        <source>Meeple</source>
        <translation>Meeple</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindow.cpp" line="406"/>
        <source>Figure: %1</source>
        <translation>Figure: %1</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindow.cpp" line="410"/>
        <source>The board has no players yet.</source>
        <translation>The board has no players yet.</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindow.cpp" line="415"/>
        <source>Player: %1</source>
        <translation>Player: %1</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindow.cpp" line="594"/>
        <source>Shepherd</source>
        <translation>Shepherd</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindow.cpp" line="597"/>
        <source>Mage</source>
        <translation>Mage</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindow.cpp" line="600"/>
        <source>Witch</source>
        <translation>Witch</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindow.cpp" line="603"/>
        <source>Abbot</source>
        <translation>Abbot</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindow.cpp" line="606"/>
        <source>Large meeple</source>
        <translation>Large meeple</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindow.cpp" line="609"/>
        <source>Builder</source>
        <translation>Builder</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindow.cpp" line="612"/>
        <source>Pig</source>
        <translation>Pig</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindow.cpp" line="650"/>
        <source>Figure to put on the board</source>
        <translation>Figure to put on the board</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindow.cpp" line="651"/>
        <source>Player of the figure</source>
        <translation>Player of the figure</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindow.cpp" line="652"/>
        <source>Sheep tokens beside a new shepherd</source>
        <translation>Sheep tokens beside a new shepherd</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindow.cpp" line="674"/>
        <source>Untitled</source>
        <translation>Untitled</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindow.cpp" line="677"/>
        <source>%1[*] — Meeple Lab</source>
        <translation>%1[*] — Meeple Lab</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindow.cpp" line="703"/>
        <source>The moves no longer fit the board: %1</source>
        <translation>The moves no longer fit the board: %1</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindow.cpp" line="711"/>
        <source>&lt;h3&gt;Meeple Lab %1&lt;/h3&gt;&lt;p&gt;A rules explorer, puzzle editor and teaching tool for Carcassonne: the base game with the Abbot and the River, Hills &amp;amp; Sheep, Castles in Germany and Mage &amp;amp; Witch.&lt;/p&gt;&lt;p&gt;Free software under the GNU General Public License, version 3 or later: you may share and change it under its terms. It comes with no warranty.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Meeple Lab %1&lt;/h3&gt;&lt;p&gt;A rules explorer, puzzle editor and teaching tool for Carcassonne: the base game with the Abbot and the River, Hills &amp;amp; Sheep, Castles in Germany and Mage &amp;amp; Witch.&lt;/p&gt;&lt;p&gt;Free software under the GNU General Public License, version 3 or later: you may share and change it under its terms. It comes with no warranty.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindowfiles.cpp" line="113"/>
        <source>Cannot open board</source>
        <translation>Cannot open board</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindowfiles.cpp" line="114"/>
        <source>The board file %1 could not be opened.</source>
        <translation>The board file %1 could not be opened.</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindowclipboard.cpp" line="33"/>
        <source>The clipboard holds no text.</source>
        <translation>The clipboard holds no text.</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindowclipboard.cpp" line="35"/>
        <source>A board as text starts with &quot;meeple1:&quot;; this text starts with &quot;%1&quot;.</source>
        <translation>A board as text starts with &quot;meeple1:&quot;; this text starts with &quot;%1&quot;.</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindowclipboard.cpp" line="39"/>
        <source>The text was made by a newer version of Meeple Lab (&quot;%1&quot;). Update the program to open it.</source>
        <translation>The text was made by a newer version of Meeple Lab (&quot;%1&quot;). Update the program to open it.</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindowclipboard.cpp" line="43"/>
        <source>The character &apos;%1&apos; at position %2 cannot be part of a board as text. Was the text changed on its way?</source>
        <translation>The character &apos;%1&apos; at position %2 cannot be part of a board as text. Was the text changed on its way?</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindowclipboard.cpp" line="48"/>
        <source>The text is cut short: part of it is missing. Copy the whole line, from &quot;meeple1:&quot; to its end.</source>
        <translation>The text is cut short: part of it is missing. Copy the whole line, from &quot;meeple1:&quot; to its end.</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindowclipboard.cpp" line="53"/>
        <source>The text is damaged: it does not unpack to a board.</source>
        <translation>The text is damaged: it does not unpack to a board.</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindowclipboard.cpp" line="55"/>
        <source>The text unpacks to more than 16 MiB, more than any board.</source>
        <translation>The text unpacks to more than 16 MiB, more than any board.</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindowclipboard.cpp" line="73"/>
        <location filename="../src/app/window/mainwindowclipboard.cpp" line="79"/>
        <source>Not copied: %1</source>
        <translation>Not copied: %1</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindowclipboard.cpp" line="83"/>
        <source>The board is on the clipboard as text: paste it into a post or a message</source>
        <translation>The board is on the clipboard as text: paste it into a post or a message</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindowclipboard.cpp" line="120"/>
        <source>Pasted a board; Save asks where to keep it</source>
        <translation>Pasted a board; Save asks where to keep it</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindowclipboard.cpp" line="128"/>
        <source>Cannot paste board</source>
        <translation>Cannot paste board</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindowclipboard.cpp" line="129"/>
        <source>The text is not a board Meeple Lab can open.</source>
        <translation>The text is not a board Meeple Lab can open.</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindowclipboard.cpp" line="131"/>
        <location filename="../src/app/window/mainwindowfiles.cpp" line="57"/>
        <location filename="../src/app/window/mainwindowfiles.cpp" line="117"/>
        <source>Reason: %1</source>
        <translation>Reason: %1</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindowclipboard.cpp" line="132"/>
        <location filename="../src/app/window/mainwindowfiles.cpp" line="118"/>
        <source>Place: %1
Reason: %2</source>
        <translation>Place: %1
Reason: %2</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindowfiles.cpp" line="126"/>
        <source>Unsaved changes</source>
        <translation>Unsaved changes</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindowfiles.cpp" line="126"/>
        <source>The board has changes that are not saved. Save them?</source>
        <translation>The board has changes that are not saved. Save them?</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindowfiles.cpp" line="166"/>
        <source>Open board</source>
        <translation>Open board</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindowfiles.cpp" line="167"/>
        <location filename="../src/app/window/mainwindowfiles.cpp" line="229"/>
        <source>Meeple Lab boards (*.meeple)</source>
        <translation>Meeple Lab boards (*.meeple)</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindowfiles.cpp" line="185"/>
        <source>Rules not changed</source>
        <translation>Rules not changed</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindowfiles.cpp" line="186"/>
        <source>The board does not allow these rules: %1</source>
        <translation>The board does not allow these rules: %1</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindowfiles.cpp" line="54"/>
        <source>Cannot save</source>
        <translation>Cannot save</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindowfiles.cpp" line="193"/>
        <location filename="../src/app/window/mainwindowfiles.cpp" line="222"/>
        <source>The board cannot be saved yet.</source>
        <translation>The board cannot be saved yet.</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindowfiles.cpp" line="194"/>
        <location filename="../src/app/window/mainwindowfiles.cpp" line="210"/>
        <location filename="../src/app/window/mainwindowfiles.cpp" line="223"/>
        <source>Not saved: %1</source>
        <translation>Not saved: %1</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindowfiles.cpp" line="209"/>
        <source>The board could not be saved to %1.</source>
        <translation>The board could not be saved to %1.</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindowfiles.cpp" line="215"/>
        <source>Saved %1</source>
        <translation>Saved %1</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindowfiles.cpp" line="228"/>
        <source>Save board</source>
        <translation>Save board</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindow.cpp" line="710"/>
        <source>About Meeple Lab</source>
        <translation>About Meeple Lab</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="114"/>
        <source>&amp;Game</source>
        <translation>&amp;Game</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="557"/>
        <source>&amp;Explore: step through the moves</source>
        <translation>&amp;Explore: step through the moves</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="560"/>
        <source>Play the board&apos;s moves phase by phase and see why every point is scored</source>
        <translation>Play the board&apos;s moves phase by phase and see why every point is scored</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="571"/>
        <source>&amp;First step</source>
        <translation>&amp;First step</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="579"/>
        <source>&amp;Previous step</source>
        <translation>&amp;Previous step</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="584"/>
        <source>&amp;Next step</source>
        <translation>&amp;Next step</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="589"/>
        <source>&amp;Last step</source>
        <translation>&amp;Last step</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="597"/>
        <source>&amp;Score board now</source>
        <translation>&amp;Score board now</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="600"/>
        <source>Step through the final scoring of the board as it is laid out, without its moves</source>
        <translation>Step through the final scoring of the board as it is laid out, without its moves</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="608"/>
        <source>&amp;Compare variants…</source>
        <translation>&amp;Compare variants…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="611"/>
        <source>Score the board again with one rules option changed and see what differs</source>
        <translation>Score the board again with one rules option changed and see what differs</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="133"/>
        <source>&amp;Puzzles</source>
        <translation>&amp;Puzzles</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="47"/>
        <source>A&amp;nnotate</source>
        <translation>A&amp;nnotate</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="616"/>
        <source>&amp;Library…</source>
        <translation>&amp;Library…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="619"/>
        <source>Open one of the puzzles that come with Meeple Lab</source>
        <translation>Open one of the puzzles that come with Meeple Lab</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="627"/>
        <source>Ask a question about this board; the answer key is computed for you to confirm. The author&apos;s view shows the answer and every score.</source>
        <translation>Ask a question about this board; the answer key is computed for you to confirm. The author&apos;s view shows the answer and every score.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="632"/>
        <source>Solve &amp;again</source>
        <translation>Solve &amp;again</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="635"/>
        <source>Hide the answer and the scores again and start this puzzle afresh, as a solver meets it</source>
        <translation>Hide the answer and the scores again and start this puzzle afresh, as a solver meets it</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="726"/>
        <source>&amp;Manual</source>
        <translation>&amp;Manual</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="729"/>
        <source>A short guide to editing, exploring and solving</source>
        <translation>A short guide to editing, exploring and solving</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="742"/>
        <source>About &amp;Qt</source>
        <translation>About &amp;Qt</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="549"/>
        <source>Reset la&amp;yout</source>
        <translation>Reset la&amp;yout</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="552"/>
        <source>Put the panels of the current job back where they were at the start</source>
        <translation>Put the panels of the current job back where they were at the start</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindowhelp.cpp" line="68"/>
        <source>Meeple Lab manual</source>
        <translation>Meeple Lab manual</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindowimport.cpp" line="31"/>
        <source>The file is not a JSON file, so it is no JCloisterZone game.</source>
        <translation>The file is not a JSON file, so it is no JCloisterZone game.</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindowimport.cpp" line="33"/>
        <source>The file is not a JCloisterZone game with moves.</source>
        <translation>The file is not a JCloisterZone game with moves.</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindowimport.cpp" line="35"/>
        <source>Only games saved by JCloisterZone 5.7.0 or later can be imported.</source>
        <translation>Only games saved by JCloisterZone 5.7.0 or later can be imported.</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindowimport.cpp" line="37"/>
        <source>The game uses an expansion that Meeple Lab does not have.</source>
        <translation>The game uses an expansion that Meeple Lab does not have.</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindowimport.cpp" line="39"/>
        <source>The game uses a figure that Meeple Lab does not have.</source>
        <translation>The game uses a figure that Meeple Lab does not have.</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindowimport.cpp" line="41"/>
        <source>The game was played with a rule that Meeple Lab does not have.</source>
        <translation>The game was played with a rule that Meeple Lab does not have.</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindowimport.cpp" line="43"/>
        <source>A turn of the game uses an expansion that Meeple Lab does not have.</source>
        <translation>A turn of the game uses an expansion that Meeple Lab does not have.</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindowimport.cpp" line="46"/>
        <source>The save contains something JCloisterZone cannot have written.</source>
        <translation>The save contains something JCloisterZone cannot have written.</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindowimport.cpp" line="48"/>
        <source>A turn of the game breaks Meeple Lab&apos;s rules, or the tiles drawn do not come out as in JCloisterZone.</source>
        <translation>A turn of the game breaks Meeple Lab&apos;s rules, or the tiles drawn do not come out as in JCloisterZone.</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindowimport.cpp" line="52"/>
        <source>The game was imported with warnings.</source>
        <translation>The game was imported with warnings.</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindowimport.cpp" line="63"/>
        <source>Import JCloisterZone game</source>
        <translation>Import JCloisterZone game</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindowimport.cpp" line="69"/>
        <source>JCloisterZone games (*.jcz)</source>
        <translation>JCloisterZone games (*.jcz)</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindowimport.cpp" line="69"/>
        <source>All files (*)</source>
        <translation>All files (*)</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/app/window/mainwindowimport.cpp" line="108"/>
        <source>Imported %1: %n move(s)</source>
        <translation>
            <numerusform>Imported %1: %n move(s)</numerusform>
            <numerusform>Imported %1: %n move(s)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/app/window/mainwindowimport.cpp" line="109"/>
        <source>Imported %1: %n move(s), with warnings: %2</source>
        <translation>
            <numerusform>Imported %1: %n move(s), with warnings: %2</numerusform>
            <numerusform>Imported %1: %n move(s), with warnings: %2</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindowimport.cpp" line="121"/>
        <source>Cannot import game</source>
        <translation>Cannot import game</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindowimport.cpp" line="122"/>
        <source>The JCloisterZone game %1 could not be imported.</source>
        <translation>The JCloisterZone game %1 could not be imported.</translation>
    </message>
    <message>
        <location filename="../src/app/window/mainwindowimport.cpp" line="130"/>
        <source>Import up to here</source>
        <translation>Import up to here</translation>
    </message>
</context>
<context>
    <name>ml::MarkerDialog</name>
    <message>
        <location filename="../ui/markerdialog.ui" line="6"/>
        <source>Marker</source>
        <translation>Marker</translation>
    </message>
    <message>
        <location filename="../ui/markerdialog.ui" line="21"/>
        <source>A number, a letter or up to three characters in a shape. Its meaning is listed with it in the legend of exported pictures. Leave Dutch empty to use the English text in both.</source>
        <translation>A number, a letter or up to three characters in a shape. Its meaning is listed with it in the legend of exported pictures. Leave Dutch empty to use the English text in both.</translation>
    </message>
    <message>
        <location filename="../ui/markerdialog.ui" line="34"/>
        <source>&amp;Shape:</source>
        <translation>&amp;Shape:</translation>
    </message>
    <message>
        <location filename="../ui/markerdialog.ui" line="50"/>
        <source>&amp;Text:</source>
        <translation>&amp;Text:</translation>
    </message>
    <message>
        <location filename="../ui/markerdialog.ui" line="70"/>
        <source>Text in &amp;Dutch:</source>
        <translation>Text in &amp;Dutch:</translation>
    </message>
    <message>
        <location filename="../ui/markerdialog.ui" line="90"/>
        <source>&amp;Meaning:</source>
        <translation>&amp;Meaning:</translation>
    </message>
    <message>
        <location filename="../ui/markerdialog.ui" line="103"/>
        <source>the city Red completes</source>
        <translation>the city Red completes</translation>
    </message>
    <message>
        <location filename="../ui/markerdialog.ui" line="113"/>
        <source>Meaning in D&amp;utch:</source>
        <translation>Meaning in D&amp;utch:</translation>
    </message>
    <message>
        <location filename="../src/app/editing/markerdialog.cpp" line="35"/>
        <source>Circle</source>
        <translation>Circle</translation>
    </message>
    <message>
        <location filename="../src/app/editing/markerdialog.cpp" line="37"/>
        <source>Square</source>
        <translation>Square</translation>
    </message>
    <message>
        <location filename="../src/app/editing/markerdialog.cpp" line="39"/>
        <source>Triangle</source>
        <translation>Triangle</translation>
    </message>
    <message>
        <location filename="../src/app/editing/markerdialog.cpp" line="41"/>
        <source>Cross</source>
        <translation>Cross</translation>
    </message>
    <message>
        <location filename="../src/app/editing/markerdialog.cpp" line="85"/>
        <source>A circle or a square needs a text; only a triangle or a cross may go without.</source>
        <translation>A circle or a square needs a text; only a triangle or a cross may go without.</translation>
    </message>
</context>
<context>
    <name>ml::MovePanel</name>
    <message>
        <location filename="../src/app/explore/movepanel.cpp" line="114"/>
        <source>The move cannot be removed: %1</source>
        <translation>The move cannot be removed: %1</translation>
    </message>
    <message>
        <location filename="../src/app/explore/movepanel.cpp" line="123"/>
        <source>Move %1 cannot be removed alone, a later move depends on it: %2</source>
        <translation>Move %1 cannot be removed alone, a later move depends on it: %2</translation>
    </message>
    <message>
        <location filename="../src/app/explore/movepanel.cpp" line="134"/>
        <source>%1. %2: tile %3 at %4,%5</source>
        <translation>%1. %2: tile %3 at %4,%5</translation>
    </message>
    <message>
        <location filename="../src/app/explore/movepanel.cpp" line="141"/>
        <source>%1. %2: castle %3 at %4,%5</source>
        <translation>%1. %2: castle %3 at %4,%5</translation>
    </message>
    <message>
        <location filename="../src/app/explore/movepanel.cpp" line="148"/>
        <source>%1. %2: discards %3</source>
        <translation>%1. %2: discards %3</translation>
    </message>
    <message>
        <location filename="../src/app/explore/movepanel.cpp" line="151"/>
        <source>, %1 under the hill</source>
        <translation>, %1 under the hill</translation>
    </message>
    <message>
        <location filename="../src/app/explore/movepanel.cpp" line="153"/>
        <source>, %1 on %2</source>
        <translation>, %1 on %2</translation>
    </message>
    <message>
        <location filename="../src/app/explore/movepanel.cpp" line="155"/>
        <source>, %1</source>
        <translation>, %1</translation>
    </message>
    <message>
        <location filename="../src/app/explore/movepanel.cpp" line="156"/>
        <source> (second tile, builder)</source>
        <translation> (second tile, builder)</translation>
    </message>
    <message>
        <location filename="../src/app/explore/movepanel.cpp" line="168"/>
        <source>None</source>
        <translation>None</translation>
    </message>
    <message>
        <location filename="../src/app/explore/movepanel.cpp" line="200"/>
        <source>Recording move %1 again. %2</source>
        <translation>Recording move %1 again. %2</translation>
    </message>
    <message>
        <location filename="../src/app/explore/movepanel.cpp" line="216"/>
        <source>The tile fits nowhere on the board: it is put aside and the player draws again (R-BASE-4).</source>
        <translation>The tile fits nowhere on the board: it is put aside and the player draws again (R-BASE-4).</translation>
    </message>
    <message>
        <location filename="../src/app/explore/movepanel.cpp" line="232"/>
        <source>%1&apos;s builder: a double turn</source>
        <translation>%1&apos;s builder: a double turn</translation>
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
        <translation>no goods</translation>
    </message>
    <message>
        <location filename="../src/app/explore/movepanel.cpp" line="249"/>
        <source>Goods held (R-TB-4):</source>
        <translation>Goods held (R-TB-4):</translation>
    </message>
    <message>
        <location filename="../ui/movepanel.ui" line="6"/>
        <source>Record moves</source>
        <translation>Record moves</translation>
    </message>
    <message>
        <location filename="../ui/movepanel.ui" line="28"/>
        <source>Player:</source>
        <translation>Player:</translation>
    </message>
    <message>
        <location filename="../ui/movepanel.ui" line="44"/>
        <source>Tile:</source>
        <translation>Tile:</translation>
    </message>
    <message>
        <location filename="../ui/movepanel.ui" line="64"/>
        <source>Tile under the hill:</source>
        <translation>Tile under the hill:</translation>
    </message>
    <message>
        <location filename="../ui/movepanel.ui" line="89"/>
        <source>Builder&apos;s double turn</source>
        <translation>Builder&apos;s double turn</translation>
    </message>
    <message>
        <location filename="../ui/movepanel.ui" line="95"/>
        <source>Second tile (builder)</source>
        <translation>Second tile (builder)</translation>
    </message>
    <message>
        <location filename="../ui/movepanel.ui" line="98"/>
        <source>The same player draws and places another tile (R-TB-10).</source>
        <translation>The same player draws and places another tile (R-TB-10).</translation>
    </message>
    <message>
        <location filename="../ui/movepanel.ui" line="105"/>
        <source>Next player</source>
        <translation>Next player</translation>
    </message>
    <message>
        <location filename="../ui/movepanel.ui" line="108"/>
        <source>The double turn is declined: the next player in seating order plays.</source>
        <translation>The double turn is declined: the next player in seating order plays.</translation>
    </message>
    <message>
        <location filename="../ui/movepanel.ui" line="118"/>
        <source>Discard tile</source>
        <translation>Discard tile</translation>
    </message>
    <message>
        <location filename="../ui/movepanel.ui" line="153"/>
        <source>Token drawn:</source>
        <translation>Token drawn:</translation>
    </message>
    <message>
        <location filename="../ui/movepanel.ui" line="164"/>
        <source>At random</source>
        <translation>At random</translation>
    </message>
    <message>
        <location filename="../ui/movepanel.ui" line="189"/>
        <source>Wolf</source>
        <translation>Wolf</translation>
    </message>
    <message>
        <location filename="../ui/movepanel.ui" line="201"/>
        <source>Start the move again</source>
        <translation>Start the move again</translation>
    </message>
    <message>
        <location filename="../ui/movepanel.ui" line="220"/>
        <source>Recorded moves:</source>
        <translation>Recorded moves:</translation>
    </message>
    <message>
        <location filename="../ui/movepanel.ui" line="208"/>
        <source>Remove last move</source>
        <translation>Remove last move</translation>
    </message>
    <message>
        <location filename="../ui/movepanel.ui" line="232"/>
        <source>Remove</source>
        <translation>Remove</translation>
    </message>
    <message>
        <location filename="../ui/movepanel.ui" line="243"/>
        <source>Remove with later moves</source>
        <translation>Remove with later moves</translation>
    </message>
    <message>
        <location filename="../ui/movepanel.ui" line="250"/>
        <source>Record again</source>
        <translation>Record again</translation>
    </message>
</context>
<context>
    <name>ml::MoveTool</name>
    <message>
        <location filename="../src/app/explore/movetool.cpp" line="28"/>
        <source>There is no board.</source>
        <translation>There is no board.</translation>
    </message>
    <message>
        <location filename="../src/app/explore/movetool.cpp" line="39"/>
        <source>The game is over (the board says &quot;end&quot;): no move can follow.</source>
        <translation>The game is over (the board says &quot;end&quot;): no move can follow.</translation>
    </message>
    <message>
        <location filename="../src/app/explore/movetool.cpp" line="46"/>
        <source>The moves do not replay (%1): remove or fix the move first.</source>
        <translation>The moves do not replay (%1): remove or fix the move first.</translation>
    </message>
    <message>
        <location filename="../src/app/explore/movetool.cpp" line="65"/>
        <source>Add a player first: every move has a player.</source>
        <translation>Add a player first: every move has a player.</translation>
    </message>
    <message>
        <location filename="../src/app/explore/movetool.cpp" line="124"/>
        <source>Pick the tile %1 draws.</source>
        <translation>Pick the tile %1 draws.</translation>
    </message>
    <message>
        <location filename="../src/app/explore/movetool.cpp" line="127"/>
        <source>Click where %1 places castle %2 from the hand; R turns it.</source>
        <translation>Click where %1 places castle %2 from the hand; R turns it.</translation>
    </message>
    <message>
        <location filename="../src/app/explore/movetool.cpp" line="129"/>
        <source>Click where %1 places tile %2; R turns it.</source>
        <translation>Click where %1 places tile %2; R turns it.</translation>
    </message>
    <message>
        <location filename="../src/app/explore/movetool.cpp" line="130"/>
        <source>The builder gives %1 a second tile. %2</source>
        <translation>The builder gives %1 a second tile. %2</translation>
    </message>
    <message>
        <location filename="../src/app/explore/movetool.cpp" line="133"/>
        <source>A magic action is due: click the road or city where the %1 goes, or remove it.</source>
        <translation>A magic action is due: click the road or city where the %1 goes, or remove it.</translation>
    </message>
    <message>
        <location filename="../src/app/explore/movetool.cpp" line="135"/>
        <source>witch</source>
        <translation>witch</translation>
    </message>
    <message>
        <location filename="../src/app/explore/movetool.cpp" line="135"/>
        <source>mage</source>
        <translation>mage</translation>
    </message>
    <message>
        <location filename="../src/app/explore/movetool.cpp" line="138"/>
        <source>Click the part of the new tile where the figure stands, or press its number: %1 · 0 no figure.</source>
        <translation>Click the part of the new tile where the figure stands, or press its number: %1 · 0 no figure.</translation>
    </message>
    <message>
        <location filename="../src/app/explore/movetool.cpp" line="141"/>
        <source>Click the part of the new tile where the figure stands, or choose no figure.</source>
        <translation>Click the part of the new tile where the figure stands, or choose no figure.</translation>
    </message>
    <message>
        <location filename="../src/app/explore/movetool.cpp" line="143"/>
        <source>The flock action is due: grow or stable.</source>
        <translation>The flock action is due: grow or stable.</translation>
    </message>
    <message>
        <location filename="../src/app/explore/movetool.cpp" line="145"/>
        <source>The move is complete.</source>
        <translation>The move is complete.</translation>
    </message>
    <message>
        <location filename="../src/app/explore/movetool.cpp" line="189"/>
        <source>The tile is already placed.</source>
        <translation>The tile is already placed.</translation>
    </message>
    <message>
        <location filename="../src/app/explore/movetool.cpp" line="190"/>
        <location filename="../src/app/explore/movetool.cpp" line="328"/>
        <source>Pick a tile first.</source>
        <translation>Pick a tile first.</translation>
    </message>
    <message>
        <location filename="../src/app/explore/movetool.cpp" line="204"/>
        <source>The tile cannot be discarded: %1</source>
        <translation>The tile cannot be discarded: %1</translation>
    </message>
    <message>
        <location filename="../src/app/explore/movetool.cpp" line="341"/>
        <location filename="../src/app/explore/movetoolinput.cpp" line="81"/>
        <source>Tile %1 cannot go at %2,%3: %4</source>
        <translation>Tile %1 cannot go at %2,%3: %4</translation>
    </message>
    <message>
        <location filename="../src/app/explore/movetool.cpp" line="401"/>
        <source>%1 cannot go there: %2</source>
        <translation>%1 cannot go there: %2</translation>
    </message>
    <message>
        <location filename="../src/app/explore/movetool.cpp" line="417"/>
        <source>%1 cannot be removed: %2</source>
        <translation>%1 cannot be removed: %2</translation>
    </message>
    <message>
        <location filename="../src/app/explore/movetool.cpp" line="459"/>
        <source>%1 cannot stand there: %2</source>
        <translation>%1 cannot stand there: %2</translation>
    </message>
    <message>
        <location filename="../src/app/explore/movetoolinput.cpp" line="133"/>
        <source>Tile %1 has no spot %2: %3</source>
        <translation>Tile %1 has no spot %2: %3</translation>
    </message>
    <message>
        <location filename="../src/app/explore/movetool.cpp" line="361"/>
        <source>The tile is refused: %1</source>
        <translation>The tile is refused: %1</translation>
    </message>
    <message>
        <location filename="../src/app/explore/movetool.cpp" line="388"/>
        <source>Click a road or a city.</source>
        <translation>Click a road or a city.</translation>
    </message>
    <message>
        <location filename="../src/app/explore/movetool.cpp" line="439"/>
        <source>There is nothing to stand on here.</source>
        <translation>There is nothing to stand on here.</translation>
    </message>
    <message>
        <location filename="../src/app/explore/movetool.cpp" line="538"/>
        <source>The move is refused: %1</source>
        <translation>The move is refused: %1</translation>
    </message>
    <message>
        <location filename="../src/app/explore/movetool.cpp" line="543"/>
        <source>Move %1 recorded. %2</source>
        <translation>Move %1 recorded. %2</translation>
    </message>
    <message>
        <location filename="../src/app/explore/movetoolinput.cpp" line="79"/>
        <source>Tile %1 fits at %2,%3.</source>
        <translation>Tile %1 fits at %2,%3.</translation>
    </message>
</context>
<context>
    <name>ml::OptionText</name>
    <message>
        <location filename="../src/editor/optiontext.cpp" line="9"/>
        <source>Points for a two-tile city</source>
        <translation>Points for a two-tile city</translation>
    </message>
    <message>
        <location filename="../src/editor/optiontext.cpp" line="10"/>
        <source>Farmers score</source>
        <translation>Farmers score</translation>
    </message>
    <message>
        <location filename="../src/editor/optiontext.cpp" line="11"/>
        <source>Hill tie-break</source>
        <translation>Hill tie-break</translation>
    </message>
    <message>
        <location filename="../src/editor/optiontext.cpp" line="12"/>
        <source>Shepherd action</source>
        <translation>Shepherd action</translation>
    </message>
    <message>
        <location filename="../src/editor/optiontext.cpp" line="13"/>
        <source>A castle tile counts as</source>
        <translation>A castle tile counts as</translation>
    </message>
    <message>
        <location filename="../src/editor/optiontext.cpp" line="14"/>
        <source>Game end with castles</source>
        <translation>Game end with castles</translation>
    </message>
    <message>
        <location filename="../src/editor/optiontext.cpp" line="15"/>
        <source>Witch halves the castle bonus</source>
        <translation>Witch halves the castle bonus</translation>
    </message>
    <message>
        <location filename="../src/editor/optiontext.cpp" line="16"/>
        <source>A large meeple on a hill counts as</source>
        <translation>A large meeple on a hill counts as</translation>
    </message>
    <message>
        <location filename="../src/editor/optiontext.cpp" line="17"/>
        <source>Second part of a double turn</source>
        <translation>Second part of a double turn</translation>
    </message>
    <message>
        <location filename="../src/editor/optiontext.cpp" line="24"/>
        <source>per field</source>
        <comment>farmers option</comment>
        <translation>per field</translation>
    </message>
    <message>
        <location filename="../src/editor/optiontext.cpp" line="25"/>
        <source>per field, each city once</source>
        <comment>farmers option</comment>
        <translation>per field, each city once</translation>
    </message>
    <message>
        <location filename="../src/editor/optiontext.cpp" line="26"/>
        <source>per city</source>
        <comment>farmers option</comment>
        <translation>per city</translation>
    </message>
    <message>
        <location filename="../src/editor/optiontext.cpp" line="28"/>
        <source>a meeple on a hill</source>
        <comment>hill tie-break option</comment>
        <translation>a meeple on a hill</translation>
    </message>
    <message>
        <location filename="../src/editor/optiontext.cpp" line="29"/>
        <source>most meeples on hills</source>
        <comment>hill tie-break option</comment>
        <translation>most meeples on hills</translation>
    </message>
    <message>
        <location filename="../src/editor/optiontext.cpp" line="31"/>
        <source>required</source>
        <comment>shepherd action option</comment>
        <translation>required</translation>
    </message>
    <message>
        <location filename="../src/editor/optiontext.cpp" line="32"/>
        <source>optional</source>
        <comment>shepherd action option</comment>
        <translation>optional</translation>
    </message>
    <message>
        <location filename="../src/editor/optiontext.cpp" line="35"/>
        <source>two cells</source>
        <comment>castle count option</comment>
        <translation>two cells</translation>
    </message>
    <message>
        <location filename="../src/editor/optiontext.cpp" line="36"/>
        <source>one tile</source>
        <comment>castle count option</comment>
        <translation>one tile</translation>
    </message>
    <message>
        <location filename="../src/editor/optiontext.cpp" line="40"/>
        <source>play on while castles can be placed</source>
        <comment>castle end option</comment>
        <translation>play on while castles can be placed</translation>
    </message>
    <message>
        <location filename="../src/editor/optiontext.cpp" line="41"/>
        <source>end with the last tile of the stack</source>
        <comment>castle end option</comment>
        <translation>end with the last tile of the stack</translation>
    </message>
    <message>
        <location filename="../src/editor/optiontext.cpp" line="43"/>
        <source>yes</source>
        <translation>yes</translation>
    </message>
    <message>
        <location filename="../src/editor/optiontext.cpp" line="44"/>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <location filename="../src/editor/optiontext.cpp" line="48"/>
        <source>one figure</source>
        <comment>large meeple on a hill option</comment>
        <translation>one figure</translation>
    </message>
    <message>
        <location filename="../src/editor/optiontext.cpp" line="50"/>
        <source>two, as in a majority</source>
        <comment>large meeple on a hill option</comment>
        <translation>two, as in a majority</translation>
    </message>
    <message>
        <location filename="../src/editor/optiontext.cpp" line="54"/>
        <source>a drawn tile or a castle from hand</source>
        <comment>double turn castle option</comment>
        <translation>a drawn tile or a castle from hand</translation>
    </message>
    <message>
        <location filename="../src/editor/optiontext.cpp" line="55"/>
        <source>a drawn tile only</source>
        <comment>double turn castle option</comment>
        <translation>a drawn tile only</translation>
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
        <translation>Outlook</translation>
    </message>
    <message>
        <location filename="../src/app/explore/outlookdock.cpp" line="82"/>
        <source>If the game ended now</source>
        <translation>If the game ended now</translation>
    </message>
    <message>
        <location filename="../src/app/explore/outlookdock.cpp" line="83"/>
        <source>Projected final scores</source>
        <translation>Projected final scores</translation>
    </message>
    <message>
        <location filename="../src/app/explore/outlookdock.cpp" line="84"/>
        <source>Open feature</source>
        <translation>Open feature</translation>
    </message>
    <message>
        <location filename="../src/app/explore/outlookdock.cpp" line="84"/>
        <source>Who</source>
        <translation>Who</translation>
    </message>
    <message>
        <location filename="../src/app/explore/outlookdock.cpp" line="84"/>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <location filename="../src/app/explore/outlookdock.cpp" line="85"/>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <location filename="../src/app/explore/outlookdock.cpp" line="85"/>
        <source>Now</source>
        <translation>Now</translation>
    </message>
    <message>
        <location filename="../src/app/explore/outlookdock.cpp" line="85"/>
        <source>Open features</source>
        <translation>Open features</translation>
    </message>
    <message>
        <location filename="../src/app/explore/outlookdock.cpp" line="85"/>
        <source>Projected</source>
        <translation>Projected</translation>
    </message>
    <message>
        <location filename="../src/app/explore/outlookdock.cpp" line="96"/>
        <source>The game is over: the final scoring has run.</source>
        <translation>The game is over: the final scoring has run.</translation>
    </message>
    <message>
        <location filename="../src/app/explore/outlookdock.cpp" line="99"/>
        <source>No figure stands on an open feature.</source>
        <translation>No figure stands on an open feature.</translation>
    </message>
    <message>
        <location filename="../src/app/explore/outlookdock.cpp" line="107"/>
        <source>%1 at %2</source>
        <comment>feature title, its first cell</comment>
        <translation>%1 at %2</translation>
    </message>
    <message>
        <location filename="../src/app/explore/outlookdock.cpp" line="109"/>
        <source>nobody</source>
        <translation>nobody</translation>
    </message>
</context>
<context>
    <name>ml::PictureExports</name>
    <message>
        <location filename="../src/app/window/pictureexports.cpp" line="107"/>
        <source>board</source>
        <comment>default name of an exported picture</comment>
        <translation>board</translation>
    </message>
    <message>
        <location filename="../src/app/window/pictureexports.cpp" line="297"/>
        <source>Export failed</source>
        <translation>Export failed</translation>
    </message>
    <message>
        <location filename="../src/app/window/pictureexports.cpp" line="298"/>
        <source>The picture could not be saved: %1</source>
        <translation>The picture could not be saved: %1</translation>
    </message>
    <message>
        <location filename="../src/app/window/pictureexports.cpp" line="356"/>
        <source>cannot write %1</source>
        <translation>cannot write %1</translation>
    </message>
    <message>
        <location filename="../src/app/window/pictureexports.cpp" line="357"/>
        <source>cannot write %1: %2</source>
        <translation>cannot write %1: %2</translation>
    </message>
    <message>
        <location filename="../src/app/window/pictureexports.cpp" line="374"/>
        <source>The selected tiles are on the clipboard</source>
        <translation>The selected tiles are on the clipboard</translation>
    </message>
    <message>
        <location filename="../src/app/window/pictureexports.cpp" line="375"/>
        <source>The board is on the clipboard</source>
        <translation>The board is on the clipboard</translation>
    </message>
    <message>
        <location filename="../src/app/window/pictureexports.cpp" line="406"/>
        <source>Printing failed</source>
        <translation>Printing failed</translation>
    </message>
    <message>
        <location filename="../src/app/window/pictureexports.cpp" line="406"/>
        <source>The board could not be printed.</source>
        <translation>The board could not be printed.</translation>
    </message>
    <message>
        <location filename="../src/app/window/pictureexports.cpp" line="468"/>
        <source>PNG image (*.png)</source>
        <translation>PNG image (*.png)</translation>
    </message>
    <message>
        <location filename="../src/app/window/pictureexports.cpp" line="469"/>
        <source>SVG drawing (*.svg)</source>
        <translation>SVG drawing (*.svg)</translation>
    </message>
    <message>
        <location filename="../src/app/window/pictureexports.cpp" line="471"/>
        <source>PDF document (*.pdf)</source>
        <translation>PDF document (*.pdf)</translation>
    </message>
    <message>
        <location filename="../src/app/window/pictureexports.cpp" line="472"/>
        <source>Export PDF</source>
        <translation>Export PDF</translation>
    </message>
    <message>
        <location filename="../src/app/window/pictureexports.cpp" line="473"/>
        <source>Export this step</source>
        <translation>Export this step</translation>
    </message>
    <message>
        <location filename="../src/app/window/pictureexports.cpp" line="474"/>
        <source>Export picture</source>
        <translation>Export picture</translation>
    </message>
    <message>
        <location filename="../src/app/window/pictureexports.cpp" line="504"/>
        <source>The wiki line is on the clipboard: %1</source>
        <translation>The wiki line is on the clipboard: %1</translation>
    </message>
    <message>
        <location filename="../src/app/window/pictureexports.cpp" line="520"/>
        <source>Export all steps</source>
        <translation>Export all steps</translation>
    </message>
    <message>
        <location filename="../src/app/window/pictureexports.cpp" line="521"/>
        <source>PNG image, the steps in a grid (*.png)</source>
        <translation>PNG image, the steps in a grid (*.png)</translation>
    </message>
    <message>
        <location filename="../src/app/window/pictureexports.cpp" line="522"/>
        <source>SVG drawing, the steps in a grid (*.svg)</source>
        <translation>SVG drawing, the steps in a grid (*.svg)</translation>
    </message>
    <message>
        <location filename="../src/app/window/pictureexports.cpp" line="523"/>
        <source>PDF document, a step on each page (*.pdf)</source>
        <translation>PDF document, a step on each page (*.pdf)</translation>
    </message>
</context>
<context>
    <name>ml::PlayersDock</name>
    <message>
        <location filename="../src/app/editing/playersdock.cpp" line="86"/>
        <source>Double-click to choose another colour</source>
        <translation>Double-click to choose another colour</translation>
    </message>
    <message>
        <location filename="../src/app/editing/playersdock.cpp" line="141"/>
        <source>Cannot change the player: %1</source>
        <translation>Cannot change the player: %1</translation>
    </message>
    <message>
        <location filename="../src/app/editing/playersdock.cpp" line="149"/>
        <source>Player colour</source>
        <translation>Player colour</translation>
    </message>
    <message>
        <location filename="../src/app/editing/playersdock.cpp" line="170"/>
        <source>Six players is the most a board may have here.</source>
        <translation>Six players is the most a board may have here.</translation>
    </message>
    <message>
        <location filename="../src/app/editing/playersdock.cpp" line="179"/>
        <source>Cannot remove the player: %1</source>
        <translation>Cannot remove the player: %1</translation>
    </message>
    <message>
        <location filename="../src/app/editing/playersdock.cpp" line="184"/>
        <location filename="../src/app/editing/playersdock.cpp" line="185"/>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <location filename="../src/app/editing/playersdock.cpp" line="189"/>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <location filename="../src/app/editing/playersdock.cpp" line="189"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../src/app/editing/playersdock.cpp" line="189"/>
        <source>Colour</source>
        <translation>Colour</translation>
    </message>
    <message>
        <location filename="../src/app/editing/playersdock.cpp" line="189"/>
        <source>Start score</source>
        <translation>Start score</translation>
    </message>
    <message>
        <location filename="../src/app/editing/playersdock.cpp" line="189"/>
        <source>Castles</source>
        <comment>castles in hand</comment>
        <translation>Castles</translation>
    </message>
    <message>
        <location filename="../src/app/editing/playersdock.cpp" line="191"/>
        <source>Points the player has before the first move</source>
        <translation>Points the player has before the first move</translation>
    </message>
    <message>
        <location filename="../src/app/editing/playersdock.cpp" line="193"/>
        <source>The castles the player holds in hand, by tile id (GC-1 to GC-6), separated by commas</source>
        <translation>The castles the player holds in hand, by tile id (GC-1 to GC-6), separated by commas</translation>
    </message>
    <message>
        <location filename="../src/app/editing/playersdock.cpp" line="195"/>
        <source>Add player</source>
        <translation>Add player</translation>
    </message>
    <message>
        <location filename="../src/app/editing/playersdock.cpp" line="196"/>
        <source>Remove player</source>
        <translation>Remove player</translation>
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
        <translation>No figure</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzleanswerfields.cpp" line="149"/>
        <source>Shepherd</source>
        <translation>Shepherd</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzleanswerfields.cpp" line="151"/>
        <source>Meeple</source>
        <translation>Meeple</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzleanswerfields.cpp" line="31"/>
        <source>road</source>
        <translation>road</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzleanswerfields.cpp" line="32"/>
        <source>city</source>
        <translation>city</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzleanswerfields.cpp" line="33"/>
        <source>field</source>
        <translation>field</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzleanswerfields.cpp" line="34"/>
        <source>monastery</source>
        <translation>monastery</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzleanswerfields.cpp" line="35"/>
        <source>castle</source>
        <translation>castle</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzleanswerfields.cpp" line="36"/>
        <source>river</source>
        <translation>river</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzleanswerfields.cpp" line="37"/>
        <source>garden</source>
        <translation>garden</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzleanswerfields.cpp" line="107"/>
        <location filename="../src/app/puzzles/puzzleanswerfields.cpp" line="132"/>
        <source>Points of %1</source>
        <comment>a puzzle&apos;s answer field</comment>
        <translation>Points of %1</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzleanswerfields.cpp" line="150"/>
        <source>Abbot</source>
        <translation>Abbot</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzleanswerfields.cpp" line="153"/>
        <source>%1 on the %2 (%3)</source>
        <translation>%1 on the %2 (%3)</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzleanswerfields.cpp" line="159"/>
        <source>Take the abbot back</source>
        <translation>Take the abbot back</translation>
    </message>
</context>
<context>
    <name>ml::PuzzleAnswerFlag</name>
    <message>
        <location filename="../src/app/puzzles/puzzleanswerflag.cpp" line="61"/>
        <source>&amp;Update the answer</source>
        <translation>&amp;Update the answer</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzleanswerflag.cpp" line="62"/>
        <source>Store the answer the rules give for the board as it is now</source>
        <translation>Store the answer the rules give for the board as it is now</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzleanswerflag.cpp" line="63"/>
        <source>&amp;Keep it</source>
        <translation>&amp;Keep it</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzleanswerflag.cpp" line="64"/>
        <source>Leave the stored answer as it is; the warning comes back after the next edit that leaves it wrong</source>
        <translation>Leave the stored answer as it is; the warning comes back after the next edit that leaves it wrong</translation>
    </message>
</context>
<context>
    <name>ml::PuzzleAnswerText</name>
    <message>
        <location filename="../src/app/puzzles/puzzleanswertext.cpp" line="14"/>
        <source>Final scores</source>
        <translation>Final scores</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzleanswertext.cpp" line="16"/>
        <source>Scores of the last move</source>
        <translation>Scores of the last move</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzleanswertext.cpp" line="18"/>
        <source>Best move</source>
        <translation>Best move</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzleanswertext.cpp" line="22"/>
        <source>Free question</source>
        <translation>Free question</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzleanswertext.cpp" line="36"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzleanswertext.cpp" line="45"/>
        <source>witch</source>
        <translation>witch</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzleanswertext.cpp" line="45"/>
        <source>mage</source>
        <translation>mage</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzleanswertext.cpp" line="55"/>
        <source>, %1 taken off the board</source>
        <translation>, %1 taken off the board</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzleanswertext.cpp" line="52"/>
        <source>%1 turned %2°</source>
        <comment>cell, degrees</comment>
        <translation>%1 turned %2°</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzleanswertext.cpp" line="57"/>
        <source>, %1 to %2 %3</source>
        <comment>magic figure, cell, location</comment>
        <translation>, %1 to %2 %3</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzleanswertext.cpp" line="61"/>
        <source>, take the abbot back</source>
        <translation>, take the abbot back</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzleanswertext.cpp" line="63"/>
        <source>, no figure</source>
        <translation>, no figure</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzleanswertext.cpp" line="65"/>
        <source>shepherd</source>
        <translation>shepherd</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzleanswertext.cpp" line="66"/>
        <source>abbot</source>
        <translation>abbot</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzleanswertext.cpp" line="67"/>
        <source>meeple</source>
        <translation>meeple</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzleanswertext.cpp" line="68"/>
        <source>, %1 on %2</source>
        <translation>, %1 on %2</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzleanswertext.cpp" line="70"/>
        <source>, then grow the flock</source>
        <translation>, then grow the flock</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzleanswertext.cpp" line="71"/>
        <source>, then drive the flock to the stable</source>
        <translation>, then drive the flock to the stable</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzleanswertext.cpp" line="87"/>
        <source>Gain over the others: %1</source>
        <translation>Gain over the others: %1</translation>
    </message>
</context>
<context>
    <name>ml::PuzzleAnswerWatch</name>
    <message>
        <location filename="../src/editor/puzzleanswerwatch.cpp" line="59"/>
        <source>the rules give no answer on this board</source>
        <translation>the rules give no answer on this board</translation>
    </message>
</context>
<context>
    <name>ml::PuzzleAuthorDialog</name>
    <message>
        <location filename="../ui/puzzleauthordialog.ui" line="14"/>
        <source>Puzzle</source>
        <translation>Puzzle</translation>
    </message>
    <message>
        <location filename="../ui/puzzleauthordialog.ui" line="25"/>
        <source>&amp;Kind:</source>
        <translation>&amp;Kind:</translation>
    </message>
    <message>
        <location filename="../ui/puzzleauthordialog.ui" line="41"/>
        <source>&amp;Player to move:</source>
        <translation>&amp;Player to move:</translation>
    </message>
    <message>
        <location filename="../ui/puzzleauthordialog.ui" line="57"/>
        <source>&amp;Tile to place:</source>
        <translation>&amp;Tile to place:</translation>
    </message>
    <message>
        <location filename="../ui/puzzleauthordialog.ui" line="73"/>
        <source>Question</source>
        <translation>Question</translation>
    </message>
    <message>
        <location filename="../ui/puzzleauthordialog.ui" line="78"/>
        <source>Hints</source>
        <translation>Hints</translation>
    </message>
    <message>
        <location filename="../ui/puzzleauthordialog.ui" line="127"/>
        <source>Explanation</source>
        <translation>Explanation</translation>
    </message>
    <message>
        <location filename="../ui/puzzleauthordialog.ui" line="132"/>
        <source>Written answer</source>
        <translation>Written answer</translation>
    </message>
    <message>
        <location filename="../ui/puzzleauthordialog.ui" line="88"/>
        <source>English</source>
        <translation>English</translation>
    </message>
    <message>
        <location filename="../ui/puzzleauthordialog.ui" line="93"/>
        <source>Dutch</source>
        <translation>Dutch</translation>
    </message>
    <message>
        <location filename="../ui/puzzleauthordialog.ui" line="103"/>
        <source>&amp;Add hint</source>
        <translation>&amp;Add hint</translation>
    </message>
    <message>
        <location filename="../ui/puzzleauthordialog.ui" line="110"/>
        <source>&amp;Remove hint</source>
        <translation>&amp;Remove hint</translation>
    </message>
    <message>
        <location filename="../ui/puzzleauthordialog.ui" line="148"/>
        <source>Answer key</source>
        <translation>Answer key</translation>
    </message>
    <message>
        <location filename="../ui/puzzleauthordialog.ui" line="157"/>
        <source>&amp;Compute answer</source>
        <translation>&amp;Compute answer</translation>
    </message>
    <message>
        <location filename="../ui/puzzleauthordialog.ui" line="171"/>
        <source>Stop</source>
        <translation>Stop</translation>
    </message>
    <message>
        <location filename="../ui/puzzleauthordialog.ui" line="199"/>
        <source>Accept a&amp;ll of them as right answers</source>
        <translation>Accept a&amp;ll of them as right answers</translation>
    </message>
    <message>
        <location filename="../ui/puzzleauthordialog.ui" line="206"/>
        <source>Keep the texts, store no answer key yet, and go back to the board</source>
        <translation>Keep the texts, store no answer key yet, and go back to the board</translation>
    </message>
    <message>
        <location filename="../ui/puzzleauthordialog.ui" line="209"/>
        <source>C&amp;hange the board</source>
        <translation>C&amp;hange the board</translation>
    </message>
    <message>
        <location filename="../ui/puzzleauthordialog.ui" line="231"/>
        <source>Best moves found, with their gain:</source>
        <translation>Best moves found, with their gain:</translation>
    </message>
    <message>
        <location filename="../ui/puzzleauthordialog.ui" line="241"/>
        <source>I have checked this answer against the rules</source>
        <translation>I have checked this answer against the rules</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzleauthordialog.cpp" line="232"/>
        <source>Choose a player and a tile first.</source>
        <translation>Choose a player and a tile first.</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzleauthordialog.cpp" line="234"/>
        <source>A free question has no computed answer: write it on the &quot;Written answer&quot; tab.</source>
        <translation>A free question has no computed answer: write it on the &quot;Written answer&quot; tab.</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzleauthordialog.cpp" line="260"/>
        <source>The search was stopped; no answer.</source>
        <translation>The search was stopped; no answer.</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzleauthordialog.cpp" line="262"/>
        <source>The tile fits nowhere on this board.</source>
        <translation>The tile fits nowhere on this board.</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzleauthordialog.cpp" line="301"/>
        <source>The best move is unique: the puzzle has one right answer.</source>
        <translation>The best move is unique: the puzzle has one right answer.</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzleauthordialog.cpp" line="304"/>
        <source>Accept all of them as right answers, or change the board so that one stands out.</source>
        <translation>Accept all of them as right answers, or change the board so that one stands out.</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzleauthordialog.cpp" line="315"/>
        <source>%1. gain %2: %3</source>
        <translation>%1. gain %2: %3</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzleauthordialog.cpp" line="351"/>
        <source>Write the question in English at least.</source>
        <translation>Write the question in English at least.</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzleauthordialog.cpp" line="355"/>
        <source>Write the answer on the &quot;Written answer&quot; tab.</source>
        <translation>Write the answer on the &quot;Written answer&quot; tab.</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzleauthordialog.cpp" line="357"/>
        <source>Compute the answer key with the rules engine.</source>
        <translation>Compute the answer key with the rules engine.</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzleauthordialog.cpp" line="359"/>
        <source>Several moves share the best gain: accept all of them, or change the board.</source>
        <translation>Several moves share the best gain: accept all of them, or change the board.</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzleauthordialog.cpp" line="361"/>
        <source>Check the answer key, then tick the box to confirm it.</source>
        <translation>Check the answer key, then tick the box to confirm it.</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzleauthordialog.cpp" line="362"/>
        <source>The board does not replay: %1</source>
        <translation>The board does not replay: %1</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzleauthorreview.cpp" line="44"/>
        <source>Checking the answer under the other rules readings…</source>
        <translation>Checking the answer under the other rules readings…</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzleauthorreview.cpp" line="69"/>
        <source>• %1 scores at %2, but the figures that score stand on cells a dim annotation fades.</source>
        <translation>• %1 scores at %2, but the figures that score stand on cells a dim annotation fades.</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzleauthorreview.cpp" line="71"/>
        <source>• %1 scores at %2, but none of the figures that score stands on the board the solver is shown.</source>
        <translation>• %1 scores at %2, but none of the figures that score stands on the board the solver is shown.</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzleauthorreview.cpp" line="76"/>
        <source>The solver cannot answer this from what they see:</source>
        <translation>The solver cannot answer this from what they see:</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzleauthorreview.cpp" line="87"/>
        <source>Hint %1 has no English text: write it, or remove the hint.</source>
        <translation>Hint %1 has no English text: write it, or remove the hint.</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzleauthorreview.cpp" line="88"/>
        <source>Hint %1 is empty: write it, or remove the row.</source>
        <translation>Hint %1 is empty: write it, or remove the row.</translation>
    </message>
</context>
<context>
    <name>ml::PuzzleCollectionBar</name>
    <message>
        <location filename="../ui/puzzlecollectionbar.ui" line="48"/>
        <source>&lt; &amp;Previous</source>
        <translation>&lt; &amp;Previous</translation>
    </message>
    <message>
        <location filename="../ui/puzzlecollectionbar.ui" line="51"/>
        <source>The previous puzzle of the collection</source>
        <translation>The previous puzzle of the collection</translation>
    </message>
    <message>
        <location filename="../ui/puzzlecollectionbar.ui" line="59"/>
        <source>&amp;Next &gt;</source>
        <translation>&amp;Next &gt;</translation>
    </message>
    <message>
        <location filename="../ui/puzzlecollectionbar.ui" line="62"/>
        <source>The next puzzle of the collection</source>
        <translation>The next puzzle of the collection</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlecollectionbar.cpp" line="70"/>
        <source>Not from a collection</source>
        <translation>Not from a collection</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlecollectionbar.cpp" line="73"/>
        <source>Puzzle %1 of %2 · %3</source>
        <translation>Puzzle %1 of %2 · %3</translation>
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
        <translation>Answer not updated</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlecontroller.cpp" line="92"/>
        <location filename="../src/app/puzzles/puzzlecontroller.cpp" line="273"/>
        <source>The answer could not be updated: %1</source>
        <translation>The answer could not be updated: %1</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlecontroller.cpp" line="101"/>
        <source>&amp;Edit puzzle…</source>
        <translation>&amp;Edit puzzle…</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlecontroller.cpp" line="101"/>
        <source>&amp;Make puzzle…</source>
        <translation>&amp;Make puzzle…</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlecontroller.cpp" line="103"/>
        <source>Sol&amp;ve panel</source>
        <translation>Sol&amp;ve panel</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlecontroller.cpp" line="137"/>
        <source>Puzzle not stored</source>
        <translation>Puzzle not stored</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlecontroller.cpp" line="138"/>
        <source>The board does not take this puzzle: %1</source>
        <translation>The board does not take this puzzle: %1</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlecontroller.cpp" line="171"/>
        <source>Explore ended: the puzzle on this board is being solved, and stepping would show its answer.</source>
        <translation>Explore ended: the puzzle on this board is being solved, and stepping would show its answer.</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlecontroller.cpp" line="207"/>
        <source>Not while the puzzle is being solved: %1 would show its answer. Check a right answer or press Reveal first.</source>
        <translation>Not while the puzzle is being solved: %1 would show its answer. Check a right answer or press Reveal first.</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlecontroller.cpp" line="226"/>
        <source>the board&apos;s moves no longer replay</source>
        <translation>the board&apos;s moves no longer replay</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlecontroller.cpp" line="228"/>
        <source>a turn-scores puzzle needs at least one move</source>
        <translation>a turn-scores puzzle needs at least one move</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlecontroller.cpp" line="230"/>
        <source>its tile fits nowhere on the board</source>
        <translation>its tile fits nowhere on the board</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlecontroller.cpp" line="231"/>
        <source>After this edit the puzzle has no answer: %1.</source>
        <translation>After this edit the puzzle has no answer: %1.</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlecontroller.cpp" line="233"/>
        <source>This edit changed the answer: the stored answer no longer fits the board.</source>
        <translation>This edit changed the answer: the stored answer no longer fits the board.</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlecontroller.cpp" line="238"/>
        <source>Stored: %1</source>
        <translation>Stored: %1</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlecontroller.cpp" line="241"/>
        <source>The rules now give: %1</source>
        <translation>The rules now give: %1</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlecontroller.cpp" line="252"/>
        <source>Puzzle answer out of date</source>
        <translation>Puzzle answer out of date</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlecontroller.cpp" line="253"/>
        <source>The puzzle&apos;s stored answer no longer fits the board. Update the answer before saving?</source>
        <translation>The puzzle&apos;s stored answer no longer fits the board. Update the answer before saving?</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlecontroller.cpp" line="255"/>
        <source>After your edits the puzzle has no answer on this board. Save it anyway?</source>
        <translation>After your edits the puzzle has no answer on this board. Save it anyway?</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlecontroller.cpp" line="261"/>
        <source>&amp;Update the answer and save</source>
        <translation>&amp;Update the answer and save</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlecontroller.cpp" line="264"/>
        <source>Save &amp;anyway</source>
        <translation>Save &amp;anyway</translation>
    </message>
</context>
<context>
    <name>ml::PuzzleFeedbackText</name>
    <message>
        <location filename="../src/editor/puzzlefeedbacktext.cpp" line="51"/>
        <source>the road at %1</source>
        <translation>the road at %1</translation>
    </message>
    <message>
        <location filename="../src/editor/puzzlefeedbacktext.cpp" line="53"/>
        <source>the city at %1</source>
        <translation>the city at %1</translation>
    </message>
    <message>
        <location filename="../src/editor/puzzlefeedbacktext.cpp" line="55"/>
        <source>the monastery at %1</source>
        <translation>the monastery at %1</translation>
    </message>
    <message>
        <location filename="../src/editor/puzzlefeedbacktext.cpp" line="57"/>
        <source>the castle at %1</source>
        <translation>the castle at %1</translation>
    </message>
    <message>
        <location filename="../src/editor/puzzlefeedbacktext.cpp" line="59"/>
        <source>the field at %1</source>
        <translation>the field at %1</translation>
    </message>
    <message>
        <location filename="../src/editor/puzzlefeedbacktext.cpp" line="61"/>
        <source>the flock at %1</source>
        <translation>the flock at %1</translation>
    </message>
    <message>
        <location filename="../src/editor/puzzlefeedbacktext.cpp" line="74"/>
        <source>Not right yet for %1.</source>
        <translation>Not right yet for %1.</translation>
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
        <translation>Count again the scorings that give them points or hold a figure of theirs: %1.</translation>
    </message>
    <message>
        <location filename="../src/editor/puzzlefeedbacktext.cpp" line="63"/>
        <source>the garden at %1</source>
        <translation>the garden at %1</translation>
    </message>
    <message>
        <location filename="../src/editor/puzzlefeedbacktext.cpp" line="87"/>
        <source>Nothing in the final scoring concerns %1: it does not change their score.</source>
        <translation>Nothing in the final scoring concerns %1: it does not change their score.</translation>
    </message>
    <message>
        <location filename="../src/editor/puzzlefeedbacktext.cpp" line="89"/>
        <source>Nothing in this move concerns %1: they score nothing in it.</source>
        <translation>Nothing in this move concerns %1: they score nothing in it.</translation>
    </message>
    <message>
        <location filename="../src/editor/puzzlefeedbacktext.cpp" line="102"/>
        <source>%1: you answered %2; the rules give %3, that is %4 before the final scoring and %5 in it.</source>
        <translation>%1: you answered %2; the rules give %3, that is %4 before the final scoring and %5 in it.</translation>
    </message>
    <message>
        <location filename="../src/editor/puzzlefeedbacktext.cpp" line="109"/>
        <source>%1: you answered %2; the rules give %3.</source>
        <translation>%1: you answered %2; the rules give %3.</translation>
    </message>
    <message>
        <location filename="../src/editor/puzzlefeedbacktext.cpp" line="117"/>
        <source>The right scoring cannot be stepped through: %1</source>
        <translation>The right scoring cannot be stepped through: %1</translation>
    </message>
    <message>
        <location filename="../src/editor/puzzlefeedbacktext.cpp" line="121"/>
        <source>No scoring concerns these players.</source>
        <translation>No scoring concerns these players.</translation>
    </message>
    <message>
        <location filename="../src/editor/puzzlefeedbacktext.cpp" line="125"/>
        <source>The scorings that give these players points or hold a figure of theirs, as Explore explains them (a title shows the scoring on the board):</source>
        <translation>The scorings that give these players points or hold a figure of theirs, as Explore explains them (a title shows the scoring on the board):</translation>
    </message>
    <message>
        <location filename="../src/editor/puzzlefeedbacktext.cpp" line="129"/>
        <source>%1 (about %2)</source>
        <comment>scoring title, missed players</comment>
        <translation>%1 (about %2)</translation>
    </message>
    <message>
        <location filename="../src/editor/puzzlefeedbacktext.cpp" line="163"/>
        <source>Your move, %1, scores nothing this turn: it gains %2 over the others.</source>
        <translation>Your move, %1, scores nothing this turn: it gains %2 over the others.</translation>
    </message>
    <message>
        <location filename="../src/editor/puzzlefeedbacktext.cpp" line="164"/>
        <source>The best move, %1, scores nothing this turn: it gains %2 over the others.</source>
        <translation>The best move, %1, scores nothing this turn: it gains %2 over the others.</translation>
    </message>
    <message>
        <location filename="../src/editor/puzzlefeedbacktext.cpp" line="167"/>
        <source>Your move, %1, gains %2 over the others: %3.</source>
        <translation>Your move, %1, gains %2 over the others: %3.</translation>
    </message>
    <message>
        <location filename="../src/editor/puzzlefeedbacktext.cpp" line="168"/>
        <source>The best move, %1, gains %2 over the others: %3.</source>
        <translation>The best move, %1, gains %2 over the others: %3.</translation>
    </message>
</context>
<context>
    <name>ml::PuzzleFeedbackView</name>
    <message>
        <location filename="../src/app/puzzles/puzzlefeedbackview.cpp" line="91"/>
        <source>&amp;Explain the difference (shows the answer)</source>
        <translation>&amp;Explain the difference (shows the answer)</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlefeedbackview.cpp" line="92"/>
        <source>Step through &amp;your move and the best one</source>
        <translation>Step through &amp;your move and the best one</translation>
    </message>
</context>
<context>
    <name>ml::PuzzleLibraryDialog</name>
    <message>
        <location filename="../ui/puzzlelibrarydialog.ui" line="14"/>
        <source>Puzzle library</source>
        <translation>Puzzle library</translation>
    </message>
    <message>
        <location filename="../ui/puzzlelibrarydialog.ui" line="25"/>
        <source>Co&amp;llection:</source>
        <translation>Co&amp;llection:</translation>
    </message>
    <message>
        <location filename="../ui/puzzlelibrarydialog.ui" line="45"/>
        <source>Open collec&amp;tion…</source>
        <translation>Open collec&amp;tion…</translation>
    </message>
    <message>
        <location filename="../ui/puzzlelibrarydialog.ui" line="48"/>
        <source>Open a folder of puzzle files as a collection</source>
        <translation>Open a folder of puzzle files as a collection</translation>
    </message>
    <message>
        <location filename="../ui/puzzlelibrarydialog.ui" line="78"/>
        <source>Choose a puzzle. The answer stays hidden until you ask for it.</source>
        <translation>Choose a puzzle. The answer stays hidden until you ask for it.</translation>
    </message>
    <message>
        <location filename="../ui/puzzlelibrarydialog.ui" line="120"/>
        <source>&amp;Reset progress…</source>
        <translation>&amp;Reset progress…</translation>
    </message>
    <message>
        <location filename="../ui/puzzlelibrarydialog.ui" line="123"/>
        <source>Mark every puzzle of this collection as not tried</source>
        <translation>Mark every puzzle of this collection as not tried</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlelibrarydialog.cpp" line="94"/>
        <source>Open puzzle collection</source>
        <translation>Open puzzle collection</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlelibrarydialog.cpp" line="105"/>
        <source>Reset progress</source>
        <translation>Reset progress</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlelibrarydialog.cpp" line="106"/>
        <source>Mark all %1 puzzles of “%2” as not tried?</source>
        <translation>Mark all %1 puzzles of “%2” as not tried?</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlelibrarydialog.cpp" line="123"/>
        <source>Bundled puzzles</source>
        <translation>Bundled puzzles</translation>
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
        <translation>%1 of %2 solved, %3 revealed</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlelibrarydialog.cpp" line="157"/>
        <source>%1 of %2 solved</source>
        <translation>%1 of %2 solved</translation>
    </message>
</context>
<context>
    <name>ml::PuzzleMovePanel</name>
    <message>
        <location filename="../src/app/puzzles/puzzlemovepanel.cpp" line="113"/>
        <source>Play the move on the board</source>
        <translation>Play the move on the board</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlemovepanel.cpp" line="114"/>
        <source>Click where the tile goes (R turns it), then where the figure stands, then Check</source>
        <translation>Click where the tile goes (R turns it), then where the figure stands, then Check</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlemovepanel.cpp" line="116"/>
        <source>Start the move again</source>
        <translation>Start the move again</translation>
    </message>
</context>
<context>
    <name>ml::PuzzleMoveTool</name>
    <message>
        <location filename="../src/app/puzzles/puzzlemovetool.cpp" line="54"/>
        <source>Open a best-move puzzle to play its move on the board.</source>
        <translation>Open a best-move puzzle to play its move on the board.</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlemovetool.cpp" line="56"/>
        <source>Your move is complete: press Check, or start it again.</source>
        <translation>Your move is complete: press Check, or start it again.</translation>
    </message>
</context>
<context>
    <name>ml::PuzzleReviewText</name>
    <message numerus="yes">
        <location filename="../src/app/puzzles/puzzlereviewtext.cpp" line="33"/>
        <source>%n moves share the best gain of %1:</source>
        <translation>
            <numerusform>%n move shares the best gain of %1:</numerusform>
            <numerusform>%n moves share the best gain of %1:</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlereviewtext.cpp" line="50"/>
        <source>gain %1 by %2</source>
        <translation>gain %1 by %2</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlereviewtext.cpp" line="66"/>
        <source>The answer depends on how the rules are read:</source>
        <translation>The answer depends on how the rules are read:</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlereviewtext.cpp" line="67"/>
        <source>• this board (%1): %2</source>
        <translation>• this board (%1): %2</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlereviewtext.cpp" line="70"/>
        <source>no answer (the moves are not legal then)</source>
        <translation>no answer (the moves are not legal then)</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlereviewtext.cpp" line="71"/>
        <source>• %1: %2: %3</source>
        <translation>• %1: %2: %3</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlereviewtext.cpp" line="73"/>
        <source>Such a puzzle is fine to write, but the question should then name the reading it uses.</source>
        <translation>Such a puzzle is fine to write, but the question should then name the reading it uses.</translation>
    </message>
</context>
<context>
    <name>ml::PuzzleSheetDialog</name>
    <message>
        <location filename="../ui/puzzlesheetdialog.ui" line="6"/>
        <source>Export puzzle sheet</source>
        <translation>Export puzzle sheet</translation>
    </message>
    <message>
        <location filename="../ui/puzzlesheetdialog.ui" line="15"/>
        <source>Puzzles</source>
        <translation>Puzzles</translation>
    </message>
    <message>
        <location filename="../ui/puzzlesheetdialog.ui" line="24"/>
        <source>The &amp;open puzzle</source>
        <translation>The &amp;open puzzle</translation>
    </message>
    <message>
        <location filename="../ui/puzzlesheetdialog.ui" line="31"/>
        <source>The puzzle &amp;library</source>
        <translation>The puzzle &amp;library</translation>
    </message>
    <message>
        <location filename="../ui/puzzlesheetdialog.ui" line="38"/>
        <source>A collection &amp;folder:</source>
        <translation>A collection &amp;folder:</translation>
    </message>
    <message>
        <location filename="../ui/puzzlesheetdialog.ui" line="47"/>
        <source>A folder of puzzle files, in the order of its collection.json or by name</source>
        <translation>A folder of puzzle files, in the order of its collection.json or by name</translation>
    </message>
    <message>
        <location filename="../ui/puzzlesheetdialog.ui" line="54"/>
        <source>&amp;Choose…</source>
        <translation>&amp;Choose…</translation>
    </message>
    <message>
        <location filename="../ui/puzzlesheetdialog.ui" line="68"/>
        <source>Language</source>
        <translation>Language</translation>
    </message>
    <message>
        <location filename="../ui/puzzlesheetdialog.ui" line="78"/>
        <source>The language of the questions, answers and headings on the sheet</source>
        <translation>The language of the questions, answers and headings on the sheet</translation>
    </message>
    <message>
        <location filename="../ui/puzzlesheetdialog.ui" line="98"/>
        <source>Puzzles per page</source>
        <translation>Puzzles per page</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlesheetdialog.cpp" line="40"/>
        <source>Collection folder</source>
        <translation>Collection folder</translation>
    </message>
</context>
<context>
    <name>ml::PuzzleSheetExport</name>
    <message>
        <location filename="../src/app/puzzles/puzzlesheetexport.cpp" line="34"/>
        <source>%1 is not a folder.</source>
        <translation>%1 is not a folder.</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlesheetexport.cpp" line="61"/>
        <source>The folder %1 holds no puzzle.</source>
        <translation>The folder %1 holds no puzzle.</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlesheetexport.cpp" line="74"/>
        <source>The open board has no puzzle.</source>
        <translation>The open board has no puzzle.</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlesheetexport.cpp" line="108"/>
        <source>No puzzle sheet</source>
        <translation>No puzzle sheet</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlesheetexport.cpp" line="109"/>
        <source>The puzzle sheet was not made: %1</source>
        <translation>The puzzle sheet was not made: %1</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlesheetexport.cpp" line="114"/>
        <source>Export puzzle sheet</source>
        <translation>Export puzzle sheet</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlesheetexport.cpp" line="115"/>
        <source>PDF document (*.pdf)</source>
        <translation>PDF document (*.pdf)</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlesheetexport.cpp" line="116"/>
        <source>puzzles</source>
        <translation>puzzles</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlesheetexport.cpp" line="121"/>
        <source>Export failed</source>
        <translation>Export failed</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlesheetexport.cpp" line="122"/>
        <source>The puzzle sheet could not be saved: %1</source>
        <translation>The puzzle sheet could not be saved: %1</translation>
    </message>
</context>
<context>
    <name>ml::PuzzleSolutionView</name>
    <message>
        <location filename="../src/app/puzzles/puzzlesolutionview.cpp" line="129"/>
        <source>The solution has no step to show.</source>
        <translation>The solution has no step to show.</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlesolutionview.cpp" line="205"/>
        <source>Your move</source>
        <translation>Your move</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlesolutionview.cpp" line="206"/>
        <source>The best move</source>
        <translation>The best move</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlesolutionview.cpp" line="215"/>
        <source>Your move and the best one, step by step</source>
        <translation>Your move and the best one, step by step</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlesolutionview.cpp" line="218"/>
        <source>Step %1 of %2</source>
        <translation>Step %1 of %2</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlesolutionview.cpp" line="225"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlesolutionview.cpp" line="230"/>
        <source>Points in this step: %1</source>
        <translation>Points in this step: %1</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlesolutionview.cpp" line="201"/>
        <location filename="../src/app/puzzles/puzzlesolutionview.cpp" line="216"/>
        <source>The solution, step by step</source>
        <translation>The solution, step by step</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlesolutionview.cpp" line="202"/>
        <source>◀ Previous</source>
        <translation>◀ Previous</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlesolutionview.cpp" line="203"/>
        <source>Next ▶</source>
        <translation>Next ▶</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlesolutionview.cpp" line="204"/>
        <source>Back to the puzzle</source>
        <translation>Back to the puzzle</translation>
    </message>
</context>
<context>
    <name>ml::PuzzleSolverDock</name>
    <message>
        <location filename="../ui/puzzlesolverdock.ui" line="15"/>
        <source>Puzzle</source>
        <translation>Puzzle</translation>
    </message>
    <message>
        <location filename="../ui/puzzlesolverdock.ui" line="92"/>
        <source>Your answer, points per player:</source>
        <translation>Your answer, points per player:</translation>
    </message>
    <message>
        <location filename="../ui/puzzlesolverdock.ui" line="125"/>
        <source>Your move: where the tile goes, how it is turned, and the figure you put on it. You can also play it on the board.</source>
        <translation>Your move: where the tile goes, how it is turned, and the figure you put on it. You can also play it on the board.</translation>
    </message>
    <message>
        <location filename="../ui/puzzlesolverdock.ui" line="138"/>
        <source>Column:</source>
        <translation>Column:</translation>
    </message>
    <message>
        <location filename="../ui/puzzlesolverdock.ui" line="145"/>
        <source>Your answer: the column of the tile</source>
        <translation>Your answer: the column of the tile</translation>
    </message>
    <message>
        <location filename="../ui/puzzlesolverdock.ui" line="155"/>
        <source>Row:</source>
        <translation>Row:</translation>
    </message>
    <message>
        <location filename="../ui/puzzlesolverdock.ui" line="162"/>
        <source>Your answer: the row of the tile</source>
        <translation>Your answer: the row of the tile</translation>
    </message>
    <message>
        <location filename="../ui/puzzlesolverdock.ui" line="172"/>
        <source>Turned:</source>
        <translation>Turned:</translation>
    </message>
    <message>
        <location filename="../ui/puzzlesolverdock.ui" line="179"/>
        <source>Your answer: how the tile is turned</source>
        <translation>Your answer: how the tile is turned</translation>
    </message>
    <message>
        <location filename="../ui/puzzlesolverdock.ui" line="189"/>
        <source>Figure:</source>
        <translation>Figure:</translation>
    </message>
    <message>
        <location filename="../ui/puzzlesolverdock.ui" line="196"/>
        <source>Your answer: the figure on the tile</source>
        <translation>Your answer: the figure on the tile</translation>
    </message>
    <message>
        <location filename="../ui/puzzlesolverdock.ui" line="206"/>
        <source>Flock:</source>
        <translation>Flock:</translation>
    </message>
    <message>
        <location filename="../ui/puzzlesolverdock.ui" line="213"/>
        <source>Your answer: the shepherd&apos;s flock action</source>
        <translation>Your answer: the shepherd&apos;s flock action</translation>
    </message>
    <message>
        <location filename="../ui/puzzlesolverdock.ui" line="217"/>
        <source>No shepherd action</source>
        <translation>No shepherd action</translation>
    </message>
    <message>
        <location filename="../ui/puzzlesolverdock.ui" line="222"/>
        <source>Grow the flock</source>
        <translation>Grow the flock</translation>
    </message>
    <message>
        <location filename="../ui/puzzlesolverdock.ui" line="227"/>
        <source>Drive the flock to the stable</source>
        <translation>Drive the flock to the stable</translation>
    </message>
    <message>
        <location filename="../ui/puzzlesolverdock.ui" line="254"/>
        <source>Your answer (for yourself; compare it with the written answer on Reveal):</source>
        <translation>Your answer (for yourself; compare it with the written answer on Reveal):</translation>
    </message>
    <message>
        <location filename="../ui/puzzlesolverdock.ui" line="264"/>
        <source>Your answer in your own words</source>
        <translation>Your answer in your own words</translation>
    </message>
    <message>
        <location filename="../ui/puzzlesolverdock.ui" line="277"/>
        <source>&amp;Check</source>
        <translation>&amp;Check</translation>
    </message>
    <message>
        <location filename="../ui/puzzlesolverdock.ui" line="287"/>
        <source>&amp;Reveal</source>
        <translation>&amp;Reveal</translation>
    </message>
    <message>
        <location filename="../ui/puzzlesolverdock.ui" line="364"/>
        <source>&amp;Step through the solution</source>
        <translation>&amp;Step through the solution</translation>
    </message>
    <message>
        <location filename="../ui/puzzlesolverdock.ui" line="390"/>
        <source>Top moves of the search, with their gain (the chosen one is drawn on the board):</source>
        <translation>Top moves of the search, with their gain (the chosen one is drawn on the board):</translation>
    </message>
    <message>
        <location filename="../ui/puzzlesolverdock.ui" line="400"/>
        <source>Top moves of the search</source>
        <translation>Top moves of the search</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlesolverdock.cpp" line="175"/>
        <source>This board has no puzzle.</source>
        <translation>This board has no puzzle.</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlesolverdock.cpp" line="189"/>
        <source>The answer cannot be worked out: %1</source>
        <translation>The answer cannot be worked out: %1</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlesolverdock.cpp" line="192"/>
        <source>The board does not replay: %1</source>
        <translation>The board does not replay: %1</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlesolverdock.cpp" line="196"/>
        <source>The puzzle cannot be read: %1: %2</source>
        <translation>The puzzle cannot be read: %1: %2</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlesolverdock.cpp" line="259"/>
        <source>No puzzle</source>
        <translation>No puzzle</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlesolverdock.cpp" line="265"/>
        <source>Hint %1: %2</source>
        <translation>Hint %1: %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/app/puzzles/puzzlesolverdock.cpp" line="268"/>
        <source>&amp;Hint (%n left)</source>
        <translation>
            <numerusform>&amp;Hint (%n left)</numerusform>
            <numerusform>&amp;Hint (%n left)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlesolverdock.cpp" line="275"/>
        <source>Author&apos;s view: the answer and every score are shown. Puzzles &gt; Solve again hides them.</source>
        <translation>Author&apos;s view: the answer and every score are shown. Puzzles &gt; Solve again hides them.</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlesolverdock.cpp" line="278"/>
        <source>While you solve this puzzle, the scores and scorings stay hidden and Explore waits, since they would give the answer away. Check a right answer or press Reveal to see them.</source>
        <translation>While you solve this puzzle, the scores and scorings stay hidden and Explore waits, since they would give the answer away. Check a right answer or press Reveal to see them.</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlesolverdock.cpp" line="282"/>
        <source>The scores so far belong to the question; the best move stays hidden until you find it or press Reveal. Explore and the analysis board wait until then, since they would rank the moves.</source>
        <translation>The scores so far belong to the question; the best move stays hidden until you find it or press Reveal. Explore and the analysis board wait until then, since they would rank the moves.</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlesolverdock.cpp" line="291"/>
        <source>Answer: %1</source>
        <translation>Answer: %1</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlesolverdock.cpp" line="297"/>
        <source>Why: %1</source>
        <translation>Why: %1</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlesolvercheck.cpp" line="62"/>
        <source>Every score is right.</source>
        <translation>Every score is right.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/app/puzzles/puzzlesolvercheck.cpp" line="63"/>
        <source>%n score(s) are not right yet.</source>
        <translation>
            <numerusform>%n score is not right yet.</numerusform>
            <numerusform>%n scores are not right yet.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlesolvercheck.cpp" line="66"/>
        <source>The rules do not allow this move: %1</source>
        <translation>The rules do not allow this move: %1</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlesolvercheck.cpp" line="68"/>
        <source>This is a best move: it gains %1 over the others.</source>
        <translation>This is a best move: it gains %1 over the others.</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlesolvercheck.cpp" line="72"/>
        <source>This move gains %1 over the others; a better one exists.</source>
        <translation>This move gains %1 over the others; a better one exists.</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlesolvercheck.cpp" line="84"/>
        <source>Right!</source>
        <translation>Right!</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlesolvercheck.cpp" line="88"/>
        <source>Not right.</source>
        <translation>Not right.</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlesolvercheck.cpp" line="92"/>
        <source>Not possible.</source>
        <translation>Not possible.</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlesolversteps.cpp" line="35"/>
        <source>%1. gain %2: %3</source>
        <translation>%1. gain %2: %3</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlesolversteps.cpp" line="53"/>
        <location filename="../src/app/puzzles/puzzlesolversteps.cpp" line="57"/>
        <source>The solution cannot be stepped through: %1</source>
        <translation>The solution cannot be stepped through: %1</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzlesolversteps.cpp" line="70"/>
        <source>The moves cannot be stepped through: %1</source>
        <translation>The moves cannot be stepped through: %1</translation>
    </message>
</context>
<context>
    <name>ml::PuzzleTextEdit</name>
    <message>
        <location filename="../src/app/puzzles/puzzletextedit.cpp" line="58"/>
        <source>English</source>
        <translation>English</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzletextedit.cpp" line="59"/>
        <source>Dutch</source>
        <translation>Dutch</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzletextedit.cpp" line="60"/>
        <source>Required</source>
        <translation>Required</translation>
    </message>
    <message>
        <location filename="../src/app/puzzles/puzzletextedit.cpp" line="61"/>
        <source>Falls back to English when empty</source>
        <translation>Falls back to English when empty</translation>
    </message>
</context>
<context>
    <name>ml::RecoveryAutosave</name>
    <message>
        <location filename="../src/app/window/appstartup.cpp" line="98"/>
        <source>The recovery copy could not be written: %1</source>
        <translation>The recovery copy could not be written: %1</translation>
    </message>
</context>
<context>
    <name>ml::RecoveryDialog</name>
    <message>
        <location filename="../ui/recoverydialog.ui" line="6"/>
        <location filename="../src/app/window/recoverydialog.cpp" line="84"/>
        <source>Recover unsaved changes</source>
        <translation>Recover unsaved changes</translation>
    </message>
    <message>
        <location filename="../src/app/window/recoverydialog.cpp" line="32"/>
        <source>an untitled board</source>
        <translation>an untitled board</translation>
    </message>
    <message>
        <location filename="../src/app/window/recoverydialog.cpp" line="32"/>
        <source>“%1”</source>
        <translation>“%1”</translation>
    </message>
    <message>
        <location filename="../src/app/window/recoverydialog.cpp" line="35"/>
        <source>It was never saved to a file of its own.</source>
        <translation>It was never saved to a file of its own.</translation>
    </message>
    <message>
        <location filename="../src/app/window/recoverydialog.cpp" line="36"/>
        <source>It belongs to the file %1.</source>
        <translation>It belongs to the file %1.</translation>
    </message>
    <message>
        <location filename="../src/app/window/recoverydialog.cpp" line="39"/>
        <source>&lt;p&gt;&lt;b&gt;Meeple Lab was not closed properly.&lt;/b&gt;&lt;/p&gt;&lt;p&gt;It kept a copy of %1 with changes that were not saved (copy of %2). %3&lt;/p&gt;&lt;p&gt;&lt;i&gt;Restore&lt;/i&gt; opens the copy with its changes; save it to keep them. &lt;i&gt;Discard&lt;/i&gt; deletes the copy. &lt;i&gt;Later&lt;/i&gt; asks again at the next start.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Meeple Lab was not closed properly.&lt;/b&gt;&lt;/p&gt;&lt;p&gt;It kept a copy of %1 with changes that were not saved (copy of %2). %3&lt;/p&gt;&lt;p&gt;&lt;i&gt;Restore&lt;/i&gt; opens the copy with its changes; save it to keep them. &lt;i&gt;Discard&lt;/i&gt; deletes the copy. &lt;i&gt;Later&lt;/i&gt; asks again at the next start.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../ui/recoverydialog.ui" line="45"/>
        <source>&amp;Restore</source>
        <translation>&amp;Restore</translation>
    </message>
    <message>
        <location filename="../ui/recoverydialog.ui" line="53"/>
        <source>&amp;Discard</source>
        <translation>&amp;Discard</translation>
    </message>
    <message>
        <location filename="../ui/recoverydialog.ui" line="58"/>
        <source>&amp;Later</source>
        <translation>&amp;Later</translation>
    </message>
    <message>
        <location filename="../src/app/window/recoverydialog.cpp" line="85"/>
        <source>The copy could not be opened: %1</source>
        <translation>The copy could not be opened: %1</translation>
    </message>
</context>
<context>
    <name>ml::RefusalText</name>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="49"/>
        <source>the road</source>
        <translation>the road</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="51"/>
        <source>the city</source>
        <translation>the city</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="53"/>
        <source>the field</source>
        <translation>the field</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="55"/>
        <source>the monastery</source>
        <translation>the monastery</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="57"/>
        <source>the castle</source>
        <translation>the castle</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="59"/>
        <source>the river</source>
        <translation>the river</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="61"/>
        <source>the garden</source>
        <translation>the garden</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="72"/>
        <source>a road</source>
        <translation>a road</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="74"/>
        <source>a city</source>
        <translation>a city</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="76"/>
        <source>a field</source>
        <translation>a field</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="78"/>
        <source>a monastery</source>
        <translation>a monastery</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="80"/>
        <source>a castle</source>
        <translation>a castle</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="82"/>
        <source>a river</source>
        <translation>a river</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="84"/>
        <source>a garden</source>
        <translation>a garden</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="95"/>
        <source>meeple</source>
        <translation>meeple</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="97"/>
        <source>shepherd</source>
        <translation>shepherd</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="99"/>
        <source>mage</source>
        <translation>mage</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="101"/>
        <source>witch</source>
        <translation>witch</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="103"/>
        <source>abbot</source>
        <translation>abbot</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="105"/>
        <source>large meeple</source>
        <translation>large meeple</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="107"/>
        <source>builder</source>
        <translation>builder</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="109"/>
        <source>pig</source>
        <translation>pig</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="116"/>
        <source>monastery</source>
        <translation>monastery</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="117"/>
        <source>garden</source>
        <translation>garden</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="123"/>
        <source>the mage</source>
        <translation>the mage</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="124"/>
        <source>the witch</source>
        <translation>the witch</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="125"/>
        <source>the shepherd</source>
        <translation>the shepherd</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="126"/>
        <source>the meeple</source>
        <translation>the meeple</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="127"/>
        <source>the abbot</source>
        <translation>the abbot</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="128"/>
        <source>the large meeple</source>
        <translation>the large meeple</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="129"/>
        <source>the builder</source>
        <translation>the builder</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="130"/>
        <source>the pig</source>
        <translation>the pig</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="147"/>
        <source>Cell %1 already holds a tile.</source>
        <translation>Cell %1 already holds a tile.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="149"/>
        <source>Cell %1 is outside the board: coordinates run from -1,000,000 to 1,000,000.</source>
        <translation>Cell %1 is outside the board: coordinates run from -1,000,000 to 1,000,000.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="152"/>
        <source>The %1 side of %2 would be %3, but the %4 side of %5 is %6.</source>
        <translation>The %1 side of %2 would be %3, but the %4 side of %5 is %6.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="156"/>
        <source>%1 touches no tile along a side (corners do not count).</source>
        <translation>%1 touches no tile along a side (corners do not count).</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="158"/>
        <source>Castle tiles may not touch, not even at a corner: the castle at %1 is next to %2.</source>
        <translation>Castle tiles may not touch, not even at a corner: the castle at %1 is next to %2.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="162"/>
        <source>There is no player &apos;%1&apos;.</source>
        <translation>There is no player &apos;%1&apos;.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="164"/>
        <source>There is no tile &apos;%1&apos;.</source>
        <translation>There is no tile &apos;%1&apos;.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="166"/>
        <source>Only a discarded hill tile takes the tile under it along; %1 has no hill.</source>
        <translation>Only a discarded hill tile takes the tile under it along; %1 has no hill.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="169"/>
        <source>Tile %1 fits on the board (for example at %2, turned %3°), so it cannot be discarded.</source>
        <translation>Tile %1 fits on the board (for example at %2, turned %3°), so it cannot be discarded.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="173"/>
        <source>Castle moves need the Castles in Germany expansion.</source>
        <translation>Castle moves need the Castles in Germany expansion.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="175"/>
        <source>%1 does not hold the castle %2.</source>
        <translation>%1 does not hold the castle %2.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="177"/>
        <source>%1 is a castle tile: it is played from a player&apos;s hand, never drawn.</source>
        <translation>%1 is a castle tile: it is played from a player&apos;s hand, never drawn.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="180"/>
        <source>Only a hill tile has a tile under it; %1 has no hill.</source>
        <translation>Only a hill tile has a tile under it; %1 has no hill.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="182"/>
        <source>There is no tile at %1.</source>
        <translation>There is no tile at %1.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="185"/>
        <source>Tile %1 at %2 has no castle.</source>
        <translation>Tile %1 at %2 has no castle.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="186"/>
        <source>Tile %1 at %2 has no monastery.</source>
        <translation>Tile %1 at %2 has no monastery.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="188"/>
        <source>&apos;%1&apos; is not a place on a tile (use a port such as N, Nw, En, or monastery, castle).</source>
        <translation>&apos;%1&apos; is not a place on a tile (use a port such as N, Nw, En, or monastery, castle).</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="192"/>
        <source>Tile %1 at %2 has nothing at port %3.</source>
        <translation>Tile %1 at %2 has nothing at port %3.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="194"/>
        <source>Port %1 of %2 belongs to two cities; name another port of the one you mean.</source>
        <translation>Port %1 of %2 belongs to two cities; name another port of the one you mean.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="197"/>
        <source>A figure may only go on the tile just placed, not on %1.</source>
        <translation>A figure may only go on the tile just placed, not on %1.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="199"/>
        <source>%1 has no meeple left in supply.</source>
        <translation>%1 has no meeple left in supply.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="201"/>
        <source>%1 has no shepherd left in supply.</source>
        <translation>%1 has no shepherd left in supply.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="203"/>
        <source>There is already a meeple on %1 at %2 %3 (somewhere along it).</source>
        <translation>There is already a meeple on %1 at %2 %3 (somewhere along it).</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="206"/>
        <source>A meeple needs a player.</source>
        <translation>A meeple needs a player.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="208"/>
        <source>Shepherds need the Hills &amp; Sheep expansion.</source>
        <translation>Shepherds need the Hills &amp; Sheep expansion.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="210"/>
        <source>A shepherd needs a player.</source>
        <translation>A shepherd needs a player.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="212"/>
        <source>A shepherd stands only on a field, not on %1.</source>
        <translation>A shepherd stands only on a field, not on %1.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="214"/>
        <source>That field already has a shepherd.</source>
        <translation>That field already has a shepherd.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="216"/>
        <source>A flock holds sheep tokens only, not &apos;%1&apos;.</source>
        <translation>A flock holds sheep tokens only, not &apos;%1&apos;.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="218"/>
        <source>There is no sheep token &apos;%1&apos; left: the bag holds only 18 tokens.</source>
        <translation>There is no sheep token &apos;%1&apos; left: the bag holds only 18 tokens.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="220"/>
        <source>A meeple stands on %1 at %2 %3, which is already complete; that cannot arise in play (it would have been scored).</source>
        <translation>A meeple stands on %1 at %2 %3, which is already complete; that cannot arise in play (it would have been scored).</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="224"/>
        <source>The field at %1 %2 is closed and holds a shepherd; its flock would have gone to the stable.</source>
        <translation>The field at %1 %2 is closed and holds a shepherd; its flock would have gone to the stable.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="228"/>
        <source>%1 has more meeples on the board than the %2 of their supply.</source>
        <translation>%1 has more meeples on the board than the %2 of their supply.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="231"/>
        <source>The mage and the witch need the Mage &amp; Witch expansion.</source>
        <translation>The mage and the witch need the Mage &amp; Witch expansion.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="233"/>
        <source>There is only one %1.</source>
        <translation>There is only one %1.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="235"/>
        <source>%1 goes only on a road or a city, not on %2.</source>
        <translation>%1 goes only on a road or a city, not on %2.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="238"/>
        <source>%1 is complete; %2 goes only on unfinished roads and cities.</source>
        <translation>%1 is complete; %2 goes only on unfinished roads and cities.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="241"/>
        <source>A moved %1 must go to a different feature.</source>
        <translation>A moved %1 must go to a different feature.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="243"/>
        <source>%1 stands on that feature; the two never share one.</source>
        <translation>%1 stands on that feature; the two never share one.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="246"/>
        <source>No magic action is due: the tile has no magic symbol and the mage and the witch do not share a feature.</source>
        <translation>No magic action is due: the tile has no magic symbol and the mage and the witch do not share a feature.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="249"/>
        <source>No unfinished road or city is free for the mage or the witch, so one on the board must be taken off.</source>
        <translation>No unfinished road or city is free for the mage or the witch, so one on the board must be taken off.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="252"/>
        <source>The mage and the witch now share a feature, so one of them must move at once.</source>
        <translation>The mage and the witch now share a feature, so one of them must move at once.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="254"/>
        <source>A tile with the magic symbol was placed, so the mage or the witch must be brought in or moved.</source>
        <translation>A tile with the magic symbol was placed, so the mage or the witch must be brought in or moved.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="257"/>
        <source>Only the mage or the witch can be taken off, not &apos;%1&apos;.</source>
        <translation>Only the mage or the witch can be taken off, not &apos;%1&apos;.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="259"/>
        <source>A figure may only be taken off when no unfinished road or city is free for it.</source>
        <translation>A figure may only be taken off when no unfinished road or city is free for it.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="262"/>
        <source>%1 is not on the board.</source>
        <translation>%1 is not on the board.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="264"/>
        <source>The magic figure is the mage or the witch, not &apos;%1&apos;.</source>
        <translation>The magic figure is the mage or the witch, not &apos;%1&apos;.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="266"/>
        <source>%1 is not on the board; the forced move moves one of the two figures on the shared feature.</source>
        <translation>%1 is not on the board; the forced move moves one of the two figures on the shared feature.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="270"/>
        <source>No flock action is due: this tile does not enlarge a field with your shepherd.</source>
        <translation>No flock action is due: this tile does not enlarge a field with your shepherd.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="273"/>
        <source>No flock action is due: this tile does not enlarge a field with your shepherd that was there before this turn.</source>
        <translation>No flock action is due: this tile does not enlarge a field with your shepherd that was there before this turn.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="276"/>
        <source>The tile enlarges the field of your shepherd, so you must grow the flock or guide it to the stable.</source>
        <translation>The tile enlarges the field of your shepherd, so you must grow the flock or guide it to the stable.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="279"/>
        <source>The bag is empty, so the flock cannot grow.</source>
        <translation>The bag is empty, so the flock cannot grow.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="281"/>
        <source>The flock action is grow or stable, not &apos;%1&apos;.</source>
        <translation>The flock action is grow or stable, not &apos;%1&apos;.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="283"/>
        <source>Draw %1 of the bag&apos;s script is &apos;%2&apos;, but the bag holds no such token now.</source>
        <translation>Draw %1 of the bag&apos;s script is &apos;%2&apos;, but the bag holds no such token now.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="286"/>
        <source>The bag is empty.</source>
        <translation>The bag is empty.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="288"/>
        <source>Port %3 of tile %1 at %2 is the river: no figure stands on the river.</source>
        <translation>Port %3 of tile %1 at %2 is the river: no figure stands on the river.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="291"/>
        <source>The river is still open, so only a river tile may be placed now, not %1.</source>
        <translation>The river is still open, so only a river tile may be placed now, not %1.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="294"/>
        <source>%1 is a river tile, but the river is finished: no river end is open, or the lake is down.</source>
        <translation>%1 is a river tile, but the river is finished: no river end is open, or the lake is down.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="298"/>
        <source>The lake %1 comes last, but %2 river tile(s) are still in the stack.</source>
        <translation>The lake %1 comes last, but %2 river tile(s) are still in the stack.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="301"/>
        <source>River tile %1 at %2 must continue the river: one of its river sides must touch the open end.</source>
        <translation>River tile %1 at %2 must continue the river: one of its river sides must touch the open end.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="305"/>
        <source>The river may not turn the same way twice in a row: the free river sides of %1 and %2 would both face %3.</source>
        <translation>The river may not turn the same way twice in a row: the free river sides of %1 and %2 would both face %3.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="309"/>
        <source>The abbot is not in play: the rules of this board leave the set out.</source>
        <translation>The abbot is not in play: the rules of this board leave the set out.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="311"/>
        <source>%1 has no abbot left: each player has one abbot.</source>
        <translation>%1 has no abbot left: each player has one abbot.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="313"/>
        <source>%1&apos;s supply holds %2 abbots, but each player has one abbot.</source>
        <translation>%1&apos;s supply holds %2 abbots, but each player has one abbot.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="316"/>
        <source>Only the abbot may stand in a garden, not %1.</source>
        <translation>Only the abbot may stand in a garden, not %1.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="318"/>
        <source>The abbot goes only on a monastery or a garden, not on %1.</source>
        <translation>The abbot goes only on a monastery or a garden, not on %1.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="321"/>
        <source>Taking the abbot back replaces placing a figure: a turn cannot do both.</source>
        <translation>Taking the abbot back replaces placing a figure: a turn cannot do both.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="323"/>
        <source>Taking the abbot back needs a placed tile; a discarded tile has no figure phase.</source>
        <translation>Taking the abbot back needs a placed tile; a discarded tile has no figure phase.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="326"/>
        <source>%1 has no abbot on the board to take back.</source>
        <translation>%1 has no abbot on the board to take back.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="328"/>
        <source>This tile completes the abbot&apos;s %1 at %2, so it is scored as complete and the abbot cannot be taken back.</source>
        <translation>This tile completes the abbot&apos;s %1 at %2, so it is scored as complete and the abbot cannot be taken back.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="332"/>
        <source>%1 is not in play: the rules of this board leave its set out.</source>
        <translation>%1 is not in play: the rules of this board leave its set out.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="335"/>
        <source>%1 has no %2 left in the supply.</source>
        <translation>%1 has no %2 left in the supply.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="337"/>
        <source>The builder goes on a road or a city, not on %1.</source>
        <translation>The builder goes on a road or a city, not on %1.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="339"/>
        <source>This tile completes %1, so a builder placed there would go home at once.</source>
        <translation>This tile completes %1, so a builder placed there would go home at once.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="342"/>
        <source>The builder joins a feature that holds one of its owner&apos;s meeples, and %1 has none on %2.</source>
        <translation>The builder joins a feature that holds one of its owner&apos;s meeples, and %1 has none on %2.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="346"/>
        <source>%1 already has a builder on %2.</source>
        <translation>%1 already has a builder on %2.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="349"/>
        <source>The pig goes in a field, not on %1.</source>
        <translation>The pig goes in a field, not on %1.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="351"/>
        <source>The pig joins a field that holds one of its owner&apos;s farmers, and %1 has none there.</source>
        <translation>The pig joins a field that holds one of its owner&apos;s farmers, and %1 has none there.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="355"/>
        <source>%1 already has a pig in this field.</source>
        <translation>%1 already has a pig in this field.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="357"/>
        <source>No double turn is due for %1: only a tile that extends the road or city of their builder gives one, played straight after it.</source>
        <translation>No double turn is due for %1: only a tile that extends the road or city of their builder gives one, played straight after it.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="361"/>
        <source>%1 has just placed the second tile of a double turn; it never gives a third.</source>
        <translation>%1 has just placed the second tile of a double turn; it never gives a third.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="364"/>
        <source>Under this board&apos;s rules the second part of a double turn draws a tile: it cannot be a castle from the hand.</source>
        <translation>Under this board&apos;s rules the second part of a double turn draws a tile: it cannot be a castle from the hand.</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="367"/>
        <source>%1 is the last tile of the game, so no tile is left to lie under it.</source>
        <translation></translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="370"/>
        <source>%1 is a castle tile, which is never drawn, so it cannot lie under a hill.</source>
        <translation></translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="373"/>
        <source>%1 has %2 castle tiles, but with this many players each takes %3.</source>
        <translation></translation>
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
        <translation>an object</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="500"/>
        <source>an array</source>
        <comment>JSON value</comment>
        <translation>an array</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="501"/>
        <source>a string</source>
        <comment>JSON value</comment>
        <translation>a string</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="502"/>
        <source>an integer</source>
        <comment>JSON value</comment>
        <translation>an integer</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="503"/>
        <source>true or false</source>
        <comment>JSON value</comment>
        <translation>true or false</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="504"/>
        <source>an array of strings</source>
        <comment>JSON value</comment>
        <translation>an array of strings</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="505"/>
        <source>a boolean</source>
        <comment>JSON value</comment>
        <translation>a boolean</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="506"/>
        <source>a number</source>
        <comment>JSON value</comment>
        <translation>a number</translation>
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
        <translation>nothing</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="516"/>
        <source>an object is not closed with }</source>
        <translation>an object is not closed with }</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="518"/>
        <source>a colon is missing after a key</source>
        <translation>a colon is missing after a key</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="520"/>
        <source>an array is not closed with ]</source>
        <translation>an array is not closed with ]</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="522"/>
        <source>a comma is missing between two values</source>
        <translation>a comma is missing between two values</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="524"/>
        <source>this is not a JSON value</source>
        <translation>this is not a JSON value</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="526"/>
        <source>the text ends in the middle of a number</source>
        <translation>the text ends in the middle of a number</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="528"/>
        <source>this number is not valid</source>
        <translation>this number is not valid</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="530"/>
        <source>a backslash starts an unknown escape sequence</source>
        <translation>a backslash starts an unknown escape sequence</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="532"/>
        <source>a text is not valid UTF-8</source>
        <translation>a text is not valid UTF-8</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="534"/>
        <source>a text is not closed with a quotation mark</source>
        <translation>a text is not closed with a quotation mark</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="536"/>
        <source>an object was expected here</source>
        <translation>an object was expected here</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="538"/>
        <source>the values are nested too deeply</source>
        <translation>the values are nested too deeply</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="540"/>
        <source>the file is too large</source>
        <translation>the file is too large</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="542"/>
        <source>something follows the end of the JSON text</source>
        <translation>something follows the end of the JSON text</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="546"/>
        <source>a syntax error</source>
        <translation>a syntax error</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="552"/>
        <source>line %1, column %2</source>
        <translation>line %1, column %2</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="553"/>
        <source>top level</source>
        <comment>of a board file</comment>
        <translation>top level</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="562"/>
        <source>not valid JSON: %1 (byte %2)</source>
        <translation>not valid JSON: %1 (byte %2)</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="564"/>
        <source>expected a JSON object</source>
        <translation>expected a JSON object</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="566"/>
        <source>expected %1, found %2</source>
        <translation>expected %1, found %2</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="568"/>
        <source>expected an integer, found %1</source>
        <translation>expected an integer, found %1</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="570"/>
        <source>expected an array of two integers</source>
        <translation>expected an array of two integers</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="572"/>
        <source>rotation %1 is not 0, 90, 180 or 270</source>
        <translation>rotation %1 is not 0, 90, 180 or 270</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="574"/>
        <source>missing key &quot;%1&quot;</source>
        <translation>missing key &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="578"/>
        <source>coordinate out of range: %1 is not from -1,000,000 to 1,000,000</source>
        <translation>coordinate out of range: %1 is not from -1,000,000 to 1,000,000</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="580"/>
        <source>coordinate out of range: the second cell of this double tile, %1, is not from -1,000,000 to 1,000,000</source>
        <translation>coordinate out of range: the second cell of this double tile, %1, is not from -1,000,000 to 1,000,000</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="584"/>
        <source>%1 is out of range (from %2 to %3)</source>
        <translation>%1 is out of range (from %2 to %3)</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="586"/>
        <source>player id &quot;%1&quot; must be 1 to 32 characters from a-z (lower case), 0-9, - and _</source>
        <translation>player id &quot;%1&quot; must be 1 to 32 characters from a-z (lower case), 0-9, - and _</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="590"/>
        <source>the bag draws tokens only with Hills &amp; Sheep, which the rules do not enable: leave out draws and seed (an empty bag is fine)</source>
        <translation>the bag draws tokens only with Hills &amp; Sheep, which the rules do not enable: leave out draws and seed (an empty bag is fine)</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="593"/>
        <source>the file is too large: a board file may be at most %1 bytes (%2 read)</source>
        <translation>the file is too large: a board file may be at most %1 bytes (%2 read)</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="596"/>
        <source>warning: the key &quot;%1&quot; appears more than once in this object; the last one counts</source>
        <translation>warning: the key &quot;%1&quot; appears more than once in this object; the last one counts</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="600"/>
        <source>cannot read the file: %1</source>
        <translation>cannot read the file: %1</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="602"/>
        <source>cannot read the file: it is a folder</source>
        <translation>cannot read the file: it is a folder</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="604"/>
        <source>cannot read the file: it is a named pipe (FIFO), not a file</source>
        <translation>cannot read the file: it is a named pipe (FIFO), not a file</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="606"/>
        <source>cannot read the file: it is a device, not a file</source>
        <translation>cannot read the file: it is a device, not a file</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="608"/>
        <source>cannot read the file: it is a socket, not a file</source>
        <translation>cannot read the file: it is a socket, not a file</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="610"/>
        <source>cannot read the file: it is not a regular file</source>
        <translation>cannot read the file: it is not a regular file</translation>
    </message>
    <message>
        <location filename="../src/editor/refusaltext.cpp" line="612"/>
        <source>the file is too large: more than %1</source>
        <translation>the file is too large: more than %1</translation>
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
        <translation>New board</translation>
    </message>
    <message>
        <location filename="../src/app/editing/rulesdialog.cpp" line="24"/>
        <source>Rule options</source>
        <translation>Rule options</translation>
    </message>
    <message>
        <location filename="../ui/rulesdialog.ui" line="9"/>
        <source>Sets</source>
        <translation>Sets</translation>
    </message>
    <message>
        <location filename="../ui/rulesdialog.ui" line="15"/>
        <source>Base game</source>
        <translation>Base game</translation>
    </message>
    <message>
        <location filename="../ui/rulesdialog.ui" line="22"/>
        <source>Hills &amp;&amp; Sheep</source>
        <translation>Hills &amp;&amp; Sheep</translation>
    </message>
    <message>
        <location filename="../ui/rulesdialog.ui" line="36"/>
        <source>Mage &amp;&amp; Witch</source>
        <translation>Mage &amp;&amp; Witch</translation>
    </message>
    <message>
        <location filename="../ui/rulesdialog.ui" line="29"/>
        <source>Castles in Germany</source>
        <translation>Castles in Germany</translation>
    </message>
    <message>
        <location filename="../ui/rulesdialog.ui" line="43"/>
        <source>The Abbot (gardens)</source>
        <translation>The Abbot (gardens)</translation>
    </message>
    <message>
        <location filename="../ui/rulesdialog.ui" line="50"/>
        <source>The River</source>
        <translation>The River</translation>
    </message>
    <message>
        <location filename="../ui/rulesdialog.ui" line="57"/>
        <source>Inns &amp;&amp; Cathedrals (a sixth player)</source>
        <translation></translation>
    </message>
    <message>
        <location filename="../ui/rulesdialog.ui" line="64"/>
        <source>Traders &amp;&amp; Builders</source>
        <translation></translation>
    </message>
    <message>
        <location filename="../ui/rulesdialog.ui" line="79"/>
        <source>Edition</source>
        <translation>Edition</translation>
    </message>
    <message>
        <location filename="../ui/rulesdialog.ui" line="111"/>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <location filename="../src/app/editing/rulesdialog.cpp" line="59"/>
        <source>Default of the edition</source>
        <translation>Default of the edition</translation>
    </message>
</context>
<context>
    <name>ml::RulesPanelDock</name>
    <message>
        <location filename="../src/app/explore/rulespaneldock.cpp" line="88"/>
        <source>Rules</source>
        <translation>Rules</translation>
    </message>
    <message>
        <location filename="../src/app/explore/rulespaneldock.cpp" line="89"/>
        <source>Search rules: id, title or text</source>
        <translation>Search rules: id, title or text</translation>
    </message>
    <message>
        <location filename="../src/app/explore/rulespaneldock.cpp" line="91"/>
        <source>Search the rules</source>
        <translation>Search the rules</translation>
    </message>
    <message>
        <location filename="../src/app/explore/rulespaneldock.cpp" line="92"/>
        <source>Rule texts</source>
        <translation>Rule texts</translation>
    </message>
    <message>
        <location filename="../src/app/explore/rulespaneldock.cpp" line="120"/>
        <source>Rules option: %1</source>
        <translation>Rules option: %1</translation>
    </message>
    <message>
        <location filename="../src/app/explore/rulespaneldock.cpp" line="129"/>
        <source>Examples:</source>
        <translation>Examples:</translation>
    </message>
    <message>
        <location filename="../src/app/explore/rulespaneldock.cpp" line="140"/>
        <source>No rule matches “%1”.</source>
        <translation>No rule matches “%1”.</translation>
    </message>
</context>
<context>
    <name>ml::ScoreLogDock</name>
    <message>
        <location filename="../src/app/explore/scorelogdock.cpp" line="86"/>
        <source>Score log</source>
        <translation>Score log</translation>
    </message>
    <message>
        <location filename="../src/app/explore/scorelogdock.cpp" line="87"/>
        <source>Scores</source>
        <translation>Scores</translation>
    </message>
    <message>
        <location filename="../src/app/explore/scorelogdock.cpp" line="89"/>
        <source>Score log: the steps that score</source>
        <translation>Score log: the steps that score</translation>
    </message>
    <message>
        <location filename="../src/app/explore/scorelogdock.cpp" line="90"/>
        <source>Scores per player</source>
        <translation>Scores per player</translation>
    </message>
    <message>
        <location filename="../src/app/explore/scorelogdock.cpp" line="91"/>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <location filename="../src/app/explore/scorelogdock.cpp" line="91"/>
        <source>At this step</source>
        <translation>At this step</translation>
    </message>
    <message>
        <location filename="../src/app/explore/scorelogdock.cpp" line="91"/>
        <source>At the end</source>
        <translation>At the end</translation>
    </message>
</context>
<context>
    <name>ml::ScoreLogModel</name>
    <message>
        <location filename="../src/editor/scorelogmodel.cpp" line="167"/>
        <source>Final scoring</source>
        <translation>Final scoring</translation>
    </message>
    <message>
        <location filename="../src/editor/scorelogmodel.cpp" line="173"/>
        <source>Move %1: %2 discards %3</source>
        <translation>Move %1: %2 discards %3</translation>
    </message>
    <message>
        <location filename="../src/editor/scorelogmodel.cpp" line="174"/>
        <source>Move %1: %2, castle %3 at %4</source>
        <translation>Move %1: %2, castle %3 at %4</translation>
    </message>
    <message>
        <location filename="../src/editor/scorelogmodel.cpp" line="175"/>
        <source>Move %1: %2, tile %3 at %4</source>
        <translation>Move %1: %2, tile %3 at %4</translation>
    </message>
    <message>
        <location filename="../src/editor/scorelogmodel.cpp" line="258"/>
        <source>Move and scoring</source>
        <translation>Move and scoring</translation>
    </message>
</context>
<context>
    <name>ml::SelectTool</name>
    <message>
        <location filename="../src/app/editing/selecttool.cpp" line="199"/>
        <source>The tiles cannot go there: %1</source>
        <translation>The tiles cannot go there: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/app/editing/selecttool.cpp" line="235"/>
        <source>Selected %n tile(s)</source>
        <translation>
            <numerusform>Selected %n tile</numerusform>
            <numerusform>Selected %n tiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/app/editing/selecttool.cpp" line="236"/>
        <source>%n figure(s)</source>
        <translation>
            <numerusform>%n figure</numerusform>
            <numerusform>%n figures</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/app/editing/selecttool.cpp" line="237"/>
        <source>%n annotation(s)</source>
        <translation>
            <numerusform>%n annotation</numerusform>
            <numerusform>%n annotations</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/app/editing/selecttool.cpp" line="255"/>
        <source>there is nothing to stand on here</source>
        <translation>there is nothing to stand on here</translation>
    </message>
    <message>
        <location filename="../src/app/editing/selecttool.cpp" line="263"/>
        <location filename="../src/app/editing/selecttool.cpp" line="275"/>
        <location filename="../src/app/editing/selecttool.cpp" line="286"/>
        <source>The figure cannot stand there: %1</source>
        <translation>The figure cannot stand there: %1</translation>
    </message>
    <message>
        <location filename="../src/app/editing/selecttool.cpp" line="265"/>
        <source>Release to put the figure here.</source>
        <translation>Release to put the figure here.</translation>
    </message>
    <message>
        <location filename="../src/app/editing/selecttool.cpp" line="284"/>
        <source>Relocated to %1 at %2,%3.</source>
        <translation>Relocated to %1 at %2,%3.</translation>
    </message>
    <message>
        <location filename="../src/app/editing/selecttool.cpp" line="294"/>
        <source>The tiles cannot turn: %1</source>
        <translation>The tiles cannot turn: %1</translation>
    </message>
    <message>
        <location filename="../src/app/editing/selecttool.cpp" line="308"/>
        <source>Cannot delete: %1</source>
        <translation>Cannot delete: %1</translation>
    </message>
    <message>
        <location filename="../src/app/editing/selecttool.cpp" line="357"/>
        <source>Enter selects the tile here (Ctrl+Enter adds it); R turns the selection and Delete removes it.</source>
        <translation>Enter selects the tile here (Ctrl+Enter adds it); R turns the selection and Delete removes it.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/app/editing/selecttoolmarks.cpp" line="122"/>
        <source>Moved %n annotation(s).</source>
        <translation>
            <numerusform>Moved %n annotation.</numerusform>
            <numerusform>Moved %n annotations.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/app/editing/selecttoolmarks.cpp" line="124"/>
        <source>The marks cannot go there: %1</source>
        <translation>The marks cannot go there: %1</translation>
    </message>
    <message>
        <location filename="../src/app/editing/selecttoolmarks.cpp" line="146"/>
        <source>Cannot recolour: %1</source>
        <translation>Cannot recolour: %1</translation>
    </message>
    <message>
        <location filename="../src/app/editing/selecttoolmarks.cpp" line="158"/>
        <source>Cannot reshape: %1</source>
        <translation>Cannot reshape: %1</translation>
    </message>
    <message>
        <location filename="../src/app/editing/selecttoolmarks.cpp" line="171"/>
        <source>Cannot change the marker: %1</source>
        <translation>Cannot change the marker: %1</translation>
    </message>
    <message>
        <location filename="../src/app/editing/selecttoolmarks.cpp" line="177"/>
        <source>Text of the mark</source>
        <translation>Text of the mark</translation>
    </message>
    <message>
        <location filename="../src/app/editing/selecttoolmarks.cpp" line="179"/>
        <source>A label needs a text.</source>
        <translation>A label needs a text.</translation>
    </message>
    <message>
        <location filename="../src/app/editing/selecttoolmarks.cpp" line="183"/>
        <source>Cannot change the text: %1</source>
        <translation>Cannot change the text: %1</translation>
    </message>
    <message>
        <location filename="../src/app/editing/selecttoolmarks.cpp" line="193"/>
        <source>Edit marker…</source>
        <translation>Edit marker…</translation>
    </message>
    <message>
        <location filename="../src/app/editing/selecttoolmarks.cpp" line="196"/>
        <source>Edit text…</source>
        <translation>Edit text…</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/app/editing/selecttoolmarks.cpp" line="198"/>
        <source>Delete %n annotation(s)</source>
        <translation>
            <numerusform>Delete %n annotation</numerusform>
            <numerusform>Delete %n annotations</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ml::SetNames</name>
    <message>
        <location filename="../src/editor/setnames.cpp" line="11"/>
        <source>Base game</source>
        <translation>Base game</translation>
    </message>
    <message>
        <location filename="../src/editor/setnames.cpp" line="13"/>
        <source>Hills &amp; Sheep</source>
        <translation>Hills &amp; Sheep</translation>
    </message>
    <message>
        <location filename="../src/editor/setnames.cpp" line="15"/>
        <source>Castles in Germany</source>
        <translation>Castles in Germany</translation>
    </message>
    <message>
        <location filename="../src/editor/setnames.cpp" line="17"/>
        <source>Mage &amp; Witch</source>
        <translation>Mage &amp; Witch</translation>
    </message>
    <message>
        <location filename="../src/editor/setnames.cpp" line="19"/>
        <source>The Abbot</source>
        <translation>The Abbot</translation>
    </message>
    <message>
        <location filename="../src/editor/setnames.cpp" line="21"/>
        <source>The River</source>
        <translation>The River</translation>
    </message>
    <message>
        <location filename="../src/editor/setnames.cpp" line="23"/>
        <source>Inns &amp; Cathedrals</source>
        <translation>Inns &amp; Cathedrals</translation>
    </message>
    <message>
        <location filename="../src/editor/setnames.cpp" line="25"/>
        <source>Traders &amp; Builders</source>
        <translation>Traders &amp; Builders</translation>
    </message>
</context>
<context>
    <name>ml::StepperDock</name>
    <message>
        <location filename="../ui/stepperdock.ui" line="6"/>
        <source>Step through</source>
        <translation>Step through</translation>
    </message>
    <message>
        <location filename="../ui/stepperdock.ui" line="74"/>
        <source>Explanation of the step</source>
        <translation>Explanation of the step</translation>
    </message>
    <message>
        <location filename="../ui/stepperdock.ui" line="84"/>
        <source>Scores at this step</source>
        <translation>Scores at this step</translation>
    </message>
    <message>
        <location filename="../ui/stepperdock.ui" line="113"/>
        <source>First</source>
        <translation>First</translation>
    </message>
    <message>
        <location filename="../ui/stepperdock.ui" line="116"/>
        <source>The set-up, before the first move (Home)</source>
        <translation>The set-up, before the first move (Home)</translation>
    </message>
    <message>
        <location filename="../ui/stepperdock.ui" line="127"/>
        <source>Previous</source>
        <translation>Previous</translation>
    </message>
    <message>
        <location filename="../ui/stepperdock.ui" line="130"/>
        <source>One step back (Left or Alt+Left)</source>
        <translation>One step back (Left or Alt+Left)</translation>
    </message>
    <message>
        <location filename="../ui/stepperdock.ui" line="138"/>
        <source>Next</source>
        <translation>Next</translation>
    </message>
    <message>
        <location filename="../ui/stepperdock.ui" line="141"/>
        <source>One step forward (Right or Alt+Right)</source>
        <translation>One step forward (Right or Alt+Right)</translation>
    </message>
    <message>
        <location filename="../ui/stepperdock.ui" line="149"/>
        <source>Last</source>
        <translation>Last</translation>
    </message>
    <message>
        <location filename="../ui/stepperdock.ui" line="152"/>
        <source>The last step, the end of the final scoring (End)</source>
        <translation>The last step, the end of the final scoring (End)</translation>
    </message>
    <message>
        <location filename="../ui/stepperdock.ui" line="94"/>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <location filename="../ui/stepperdock.ui" line="99"/>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <location filename="../ui/stepperdock.ui" line="104"/>
        <source>This step</source>
        <translation>This step</translation>
    </message>
    <message>
        <location filename="../src/app/explore/stepperdock.cpp" line="115"/>
        <source>The game cannot end here: %1</source>
        <translation>The game cannot end here: %1</translation>
    </message>
    <message>
        <location filename="../src/app/explore/stepperdock.cpp" line="116"/>
        <source>The next move is refused: %1</source>
        <translation>The next move is refused: %1</translation>
    </message>
    <message>
        <location filename="../src/app/explore/stepperdock.cpp" line="153"/>
        <source>No board</source>
        <translation>No board</translation>
    </message>
    <message>
        <location filename="../src/app/explore/stepperdock.cpp" line="153"/>
        <source>The board cannot be set up</source>
        <translation>The board cannot be set up</translation>
    </message>
    <message>
        <location filename="../src/app/explore/stepperdock.cpp" line="161"/>
        <source>Step %1 of %2</source>
        <translation>Step %1 of %2</translation>
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
        <translation>The tile pictures&apos; folder %1 cannot be read: the tiles keep the built-in art</translation>
    </message>
    <message>
        <location filename="../src/app/window/tileartchooser.cpp" line="82"/>
        <source>Choose a folder of tile pictures</source>
        <translation>Choose a folder of tile pictures</translation>
    </message>
    <message>
        <location filename="../src/app/window/tileartchooser.cpp" line="94"/>
        <location filename="../src/app/window/tileartchooser.cpp" line="153"/>
        <source>Tile art</source>
        <translation>Tile art</translation>
    </message>
    <message>
        <location filename="../src/app/window/tileartchooser.cpp" line="95"/>
        <source>%1 is not a folder that can be read. The tiles keep their art.</source>
        <translation>%1 is not a folder that can be read. The tiles keep their art.</translation>
    </message>
    <message>
        <location filename="../src/app/window/tileartchooser.cpp" line="130"/>
        <source>Tiles drawn as line art for print</source>
        <translation>Tiles drawn as line art for print</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/app/window/tileartchooser.cpp" line="131"/>
        <source>Tiles drawn from %n picture(s) in %1</source>
        <translation>
            <numerusform>Tiles drawn from %n picture in %1</numerusform>
            <numerusform>Tiles drawn from %n pictures in %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/app/window/tileartchooser.cpp" line="138"/>
        <source>%n tile(s) have no picture in %1 and keep the built-in art: %2</source>
        <translation>
            <numerusform>%n tile has no picture in %1 and keeps the built-in art: %2</numerusform>
            <numerusform>%n tiles have no picture in %1 and keep the built-in art: %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/app/window/tileartchooser.cpp" line="143"/>
        <source>%n picture(s) in %1 refused.</source>
        <translation>
            <numerusform>%n picture in %1 refused.</numerusform>
            <numerusform>%n pictures in %1 refused.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/app/window/tileartchooser.cpp" line="169"/>
        <source>not a PNG picture</source>
        <translation>not a PNG picture</translation>
    </message>
    <message>
        <location filename="../src/app/window/tileartchooser.cpp" line="172"/>
        <source>the picture&apos;s data is damaged or cut short</source>
        <translation>the picture&apos;s data is damaged or cut short</translation>
    </message>
    <message>
        <location filename="../src/app/window/tileartchooser.cpp" line="175"/>
        <source>the SVG engine cannot draw it</source>
        <translation>the SVG engine cannot draw it</translation>
    </message>
    <message>
        <location filename="../src/app/window/tileartchooser.cpp" line="178"/>
        <source>the picture is %1 x %2 pixels; a tile picture may be at most %3 pixels on a side and %4 pixels in all (4096 x 4096)</source>
        <translation>the picture is %1 x %2 pixels; a tile picture may be at most %3 pixels on a side and %4 pixels in all (4096 x 4096)</translation>
    </message>
    <message>
        <location filename="../src/app/window/tileartchooser.cpp" line="185"/>
        <source>the picture has no size</source>
        <translation>the picture has no size</translation>
    </message>
    <message>
        <location filename="../src/app/window/tileartchooser.cpp" line="188"/>
        <source>not a valid SVG: line %1, column %2: %3</source>
        <translation>not a valid SVG: line %1, column %2: %3</translation>
    </message>
    <message>
        <location filename="../src/app/window/tileartchooser.cpp" line="191"/>
        <source>the SVG declares a document type (DTD), which tile pictures may not</source>
        <translation>the SVG declares a document type (DTD), which tile pictures may not</translation>
    </message>
    <message>
        <location filename="../src/app/window/tileartchooser.cpp" line="194"/>
        <source>the SVG holds the processing instruction &quot;%1&quot;, which tile pictures may not</source>
        <translation>the SVG holds the processing instruction &quot;%1&quot;, which tile pictures may not</translation>
    </message>
    <message>
        <location filename="../src/app/window/tileartchooser.cpp" line="198"/>
        <source>not an SVG: the document is a &lt;%1&gt;</source>
        <translation>not an SVG: the document is a &lt;%1&gt;</translation>
    </message>
    <message>
        <location filename="../src/app/window/tileartchooser.cpp" line="201"/>
        <source>the SVG holds an &lt;image&gt;; a tile picture in SVG is drawn from shapes only (save a scan as PNG)</source>
        <translation>the SVG holds an &lt;image&gt;; a tile picture in SVG is drawn from shapes only (save a scan as PNG)</translation>
    </message>
    <message>
        <location filename="../src/app/window/tileartchooser.cpp" line="205"/>
        <source>the SVG refers to something outside itself: %1</source>
        <translation>the SVG refers to something outside itself: %1</translation>
    </message>
    <message>
        <location filename="../src/app/window/tileartchooser.cpp" line="208"/>
        <source>the SVG nests its elements more than %1 deep</source>
        <translation>the SVG nests its elements more than %1 deep</translation>
    </message>
    <message>
        <location filename="../src/app/window/tileartchooser.cpp" line="211"/>
        <source>the SVG holds more than %1 &lt;use&gt; elements</source>
        <translation>the SVG holds more than %1 &lt;use&gt; elements</translation>
    </message>
    <message>
        <location filename="../src/app/window/tileartchooser.cpp" line="214"/>
        <source>the folder holds more than %1 tile pictures</source>
        <translation>the folder holds more than %1 tile pictures</translation>
    </message>
    <message>
        <location filename="../src/app/window/tileartchooser.cpp" line="217"/>
        <source>the tile already has a picture, %1</source>
        <translation>the tile already has a picture, %1</translation>
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
            <numerusform>%n mismatched side</numerusform>
            <numerusform>%n mismatched sides</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/app/editing/tilepalettedock.cpp" line="253"/>
        <source>Free placement put these tiles where their sides do not match. A board file may not hold mismatched sides, so the board cannot be saved until they are fixed.</source>
        <translation>Free placement put these tiles where their sides do not match. A board file may not hold mismatched sides, so the board cannot be saved until they are fixed.</translation>
    </message>
    <message>
        <location filename="../src/app/editing/tilepalettedock.cpp" line="261"/>
        <source>Tiles</source>
        <translation>Tiles</translation>
    </message>
    <message>
        <location filename="../src/app/editing/tilepalettedock.cpp" line="262"/>
        <source>Search by id…</source>
        <translation>Search by id…</translation>
    </message>
    <message>
        <location filename="../src/app/editing/tilepalettedock.cpp" line="264"/>
        <source>Tile palette</source>
        <translation>Tile palette</translation>
    </message>
    <message>
        <location filename="../src/app/editing/tilepalettedock.cpp" line="265"/>
        <source>Search the tiles by id</source>
        <translation>Search the tiles by id</translation>
    </message>
    <message>
        <location filename="../src/app/editing/tilepalettedock.cpp" line="266"/>
        <source>Tiles of the set</source>
        <translation>Tiles of the set</translation>
    </message>
    <message>
        <location filename="../src/app/editing/tilepalettedock.cpp" line="267"/>
        <source>Mismatched sides</source>
        <translation>Mismatched sides</translation>
    </message>
    <message>
        <location filename="../src/app/editing/tilepalettedock.cpp" line="268"/>
        <source>Free placement</source>
        <translation>Free placement</translation>
    </message>
    <message>
        <location filename="../src/app/editing/tilepalettedock.cpp" line="270"/>
        <source>Free placement (F): put tiles where their sides do not match, to arrange a puzzle set-up. Mismatched sides are marked red and must be fixed before saving.</source>
        <translation>Free placement (F): put tiles where their sides do not match, to arrange a puzzle set-up. Mismatched sides are marked red and must be fixed before saving.</translation>
    </message>
    <message>
        <location filename="../src/app/editing/tilepalettedock.cpp" line="276"/>
        <source>All sets</source>
        <translation>All sets</translation>
    </message>
</context>
<context>
    <name>ml::TilePlaceTool</name>
    <message>
        <location filename="../src/app/editing/tileplacetool.cpp" line="52"/>
        <source>Pick a tile in the palette; Enter there brings it here.</source>
        <translation>Pick a tile in the palette; Enter there brings it here.</translation>
    </message>
    <message>
        <location filename="../src/app/editing/tileplacetool.cpp" line="53"/>
        <source>Enter places tile %1 here; R turns it.</source>
        <translation>Enter places tile %1 here; R turns it.</translation>
    </message>
    <message>
        <location filename="../src/app/editing/tileplacetool.cpp" line="98"/>
        <source>Pick a tile in the palette.</source>
        <translation>Pick a tile in the palette.</translation>
    </message>
    <message>
        <location filename="../src/app/editing/tileplacetool.cpp" line="99"/>
        <source>Click to place tile %1; R turns it.</source>
        <translation>Click to place tile %1; R turns it.</translation>
    </message>
    <message>
        <location filename="../src/app/editing/tileplacetool.cpp" line="148"/>
        <source>Tile %1 goes at %2,%3 with mismatched sides (free placement): %4</source>
        <translation>Tile %1 goes at %2,%3 with mismatched sides (free placement): %4</translation>
    </message>
    <message>
        <location filename="../src/app/editing/tileplacetool.cpp" line="154"/>
        <source>Tile %1 fits at %2,%3 (turned %4°).</source>
        <translation>Tile %1 fits at %2,%3 (turned %4°).</translation>
    </message>
    <message>
        <location filename="../src/app/editing/tileplacetool.cpp" line="160"/>
        <source>Tile %1 cannot go at %2,%3: %4</source>
        <translation>Tile %1 cannot go at %2,%3: %4</translation>
    </message>
    <message>
        <location filename="../src/app/editing/tileplacetool.cpp" line="184"/>
        <source>Tile %1 cannot go there: %2</source>
        <translation>Tile %1 cannot go there: %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/app/editing/tileplacetool.cpp" line="190"/>
        <source>Tile %1 placed. The board has %n mismatched side(s), marked red; it cannot be saved until they are fixed.</source>
        <translation>
            <numerusform>Tile %1 placed. The board has %n mismatched side, marked red; it cannot be saved until they are fixed.</numerusform>
            <numerusform>Tile %1 placed. The board has %n mismatched sides, marked red; it cannot be saved until they are fixed.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/app/editing/tileplacetool.cpp" line="195"/>
        <source>Tile %1 placed. A meeple on it: %2</source>
        <translation>Tile %1 placed. A meeple on it: %2</translation>
    </message>
    <message>
        <location filename="../src/app/editing/tileplacetool.cpp" line="206"/>
        <source>Place a tile first: the number keys put a meeple on the tile just placed.</source>
        <translation>Place a tile first: the number keys put a meeple on the tile just placed.</translation>
    </message>
    <message>
        <location filename="../src/app/editing/tileplacetool.cpp" line="213"/>
        <source>Tile %1 has no spot %2: %3</source>
        <translation>Tile %1 has no spot %2: %3</translation>
    </message>
    <message>
        <location filename="../src/app/editing/tileplacetool.cpp" line="257"/>
        <source>Only the set-up can be edited; switch off the position after the moves.</source>
        <translation>Only the set-up can be edited; switch off the position after the moves.</translation>
    </message>
    <message>
        <location filename="../src/app/editing/tileplacetool.cpp" line="262"/>
        <source>Tile %1 is not in the sets of this board.</source>
        <translation>Tile %1 is not in the sets of this board.</translation>
    </message>
</context>
<context>
    <name>ml::TurnChoices</name>
    <message>
        <location filename="../ui/turnchoices.ui" line="21"/>
        <source>Mage and witch</source>
        <translation>Mage and witch</translation>
    </message>
    <message>
        <location filename="../ui/turnchoices.ui" line="28"/>
        <source>Mage</source>
        <translation>Mage</translation>
    </message>
    <message>
        <location filename="../ui/turnchoices.ui" line="33"/>
        <source>Witch</source>
        <translation>Witch</translation>
    </message>
    <message>
        <location filename="../src/app/explore/turnchoices.cpp" line="132"/>
        <source>Remove it</source>
        <translation>Remove it</translation>
    </message>
    <message>
        <location filename="../src/app/explore/turnchoices.cpp" line="132"/>
        <source>Take it off</source>
        <translation>Take it off</translation>
    </message>
    <message>
        <location filename="../ui/turnchoices.ui" line="47"/>
        <source>Figure</source>
        <translation>Figure</translation>
    </message>
    <message>
        <location filename="../ui/turnchoices.ui" line="54"/>
        <source>Meeple</source>
        <translation>Meeple</translation>
    </message>
    <message>
        <location filename="../ui/turnchoices.ui" line="59"/>
        <source>Shepherd</source>
        <translation>Shepherd</translation>
    </message>
    <message>
        <location filename="../ui/turnchoices.ui" line="64"/>
        <source>Abbot</source>
        <translation>Abbot</translation>
    </message>
    <message>
        <location filename="../ui/turnchoices.ui" line="69"/>
        <source>Large meeple</source>
        <translation>Large meeple</translation>
    </message>
    <message>
        <location filename="../ui/turnchoices.ui" line="74"/>
        <source>Builder</source>
        <translation>Builder</translation>
    </message>
    <message>
        <location filename="../ui/turnchoices.ui" line="79"/>
        <source>Pig</source>
        <translation>Pig</translation>
    </message>
    <message>
        <location filename="../ui/turnchoices.ui" line="87"/>
        <source>No figure</source>
        <translation>No figure</translation>
    </message>
    <message>
        <location filename="../ui/turnchoices.ui" line="94"/>
        <source>Take the abbot back</source>
        <translation>Take the abbot back</translation>
    </message>
    <message>
        <location filename="../ui/turnchoices.ui" line="97"/>
        <source>Instead of placing a figure: the abbot comes home and scores 1 + its neighbouring tiles</source>
        <translation>Instead of placing a figure: the abbot comes home and scores 1 + its neighbouring tiles</translation>
    </message>
    <message>
        <location filename="../ui/turnchoices.ui" line="107"/>
        <source>Flock</source>
        <translation>Flock</translation>
    </message>
    <message>
        <location filename="../ui/turnchoices.ui" line="113"/>
        <source>Grow</source>
        <translation>Grow</translation>
    </message>
    <message>
        <location filename="../ui/turnchoices.ui" line="120"/>
        <source>Stable</source>
        <translation>Stable</translation>
    </message>
    <message>
        <location filename="../ui/turnchoices.ui" line="127"/>
        <source>Pass</source>
        <translation>Pass</translation>
    </message>
    <message>
        <location filename="../src/app/explore/turnchoices.cpp" line="133"/>
        <source>Only when the rules make the flock action optional.</source>
        <translation>Only when the rules make the flock action optional.</translation>
    </message>
</context>
<context>
    <name>ml::VariantCompareDialog</name>
    <message>
        <location filename="../src/app/explore/variantcomparedialog.cpp" line="127"/>
        <source>%1 (this board)</source>
        <translation>%1 (this board)</translation>
    </message>
    <message>
        <location filename="../src/app/explore/variantcomparedialog.cpp" line="162"/>
        <source>The board cannot be played: %1</source>
        <translation>The board cannot be played: %1</translation>
    </message>
    <message>
        <location filename="../src/app/explore/variantcomparedialog.cpp" line="161"/>
        <source>With “%1” the board cannot be played: %2</source>
        <translation>With “%1” the board cannot be played: %2</translation>
    </message>
    <message>
        <location filename="../src/app/explore/variantcomparedialog.cpp" line="48"/>
        <source>there is nothing compared yet</source>
        <translation>there is nothing compared yet</translation>
    </message>
    <message>
        <location filename="../src/app/explore/variantcomparedialog.cpp" line="61"/>
        <source>Export both readings</source>
        <translation>Export both readings</translation>
    </message>
    <message>
        <location filename="../src/app/explore/variantcomparedialog.cpp" line="62"/>
        <source>PNG image (*.png)</source>
        <translation>PNG image (*.png)</translation>
    </message>
    <message>
        <location filename="../src/app/explore/variantcomparedialog.cpp" line="63"/>
        <source>SVG drawing (*.svg)</source>
        <translation>SVG drawing (*.svg)</translation>
    </message>
    <message>
        <location filename="../src/app/explore/variantcomparedialog.cpp" line="70"/>
        <source>Export failed</source>
        <translation>Export failed</translation>
    </message>
    <message>
        <location filename="../src/app/explore/variantcomparedialog.cpp" line="71"/>
        <source>The picture could not be saved: %1</source>
        <translation>The picture could not be saved: %1</translation>
    </message>
    <message>
        <location filename="../src/app/explore/variantcomparedialog.cpp" line="167"/>
        <source>With “%1” every scoring comes out the same.</source>
        <translation>With “%1” every scoring comes out the same.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/app/explore/variantcomparedialog.cpp" line="169"/>
        <source>%n scoring(s) differ with “%1” instead of “%2”.</source>
        <translation>
            <numerusform>%n scoring differs with “%1” instead of “%2”.</numerusform>
            <numerusform>%n scorings differ with “%1” instead of “%2”.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/app/explore/variantcomparedialog.cpp" line="177"/>
        <source>Final scoring</source>
        <translation>Final scoring</translation>
    </message>
    <message>
        <location filename="../src/app/explore/variantcomparedialog.cpp" line="177"/>
        <source>Move %1</source>
        <translation>Move %1</translation>
    </message>
    <message>
        <location filename="../src/app/explore/variantcomparedialog.cpp" line="178"/>
        <location filename="../src/app/explore/variantcomparedialog.cpp" line="213"/>
        <source>(no such scoring)</source>
        <translation>(no such scoring)</translation>
    </message>
    <message>
        <location filename="../ui/variantcomparedialog.ui" line="14"/>
        <source>Compare variants</source>
        <translation>Compare variants</translation>
    </message>
    <message>
        <location filename="../ui/variantcomparedialog.ui" line="23"/>
        <source>Score this board again with one rules option changed and see which scorings and totals come out differently.</source>
        <translation>Score this board again with one rules option changed and see which scorings and totals come out differently.</translation>
    </message>
    <message>
        <location filename="../ui/variantcomparedialog.ui" line="38"/>
        <source>&amp;Option:</source>
        <translation>&amp;Option:</translation>
    </message>
    <message>
        <location filename="../ui/variantcomparedialog.ui" line="54"/>
        <source>&amp;Value:</source>
        <translation>&amp;Value:</translation>
    </message>
    <message>
        <location filename="../ui/variantcomparedialog.ui" line="86"/>
        <source>When</source>
        <translation>When</translation>
    </message>
    <message>
        <location filename="../ui/variantcomparedialog.ui" line="91"/>
        <source>With the board&apos;s rules</source>
        <translation>With the board&apos;s rules</translation>
    </message>
    <message>
        <location filename="../ui/variantcomparedialog.ui" line="96"/>
        <source>With the variant</source>
        <translation>With the variant</translation>
    </message>
    <message>
        <location filename="../ui/variantcomparedialog.ui" line="121"/>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <location filename="../ui/variantcomparedialog.ui" line="126"/>
        <source>Board&apos;s rules</source>
        <translation>Board&apos;s rules</translation>
    </message>
    <message>
        <location filename="../ui/variantcomparedialog.ui" line="131"/>
        <source>Variant</source>
        <translation>Variant</translation>
    </message>
    <message>
        <location filename="../ui/variantcomparedialog.ui" line="136"/>
        <source>Difference</source>
        <translation>Difference</translation>
    </message>
    <message>
        <location filename="../ui/variantcomparedialog.ui" line="146"/>
        <source>One picture with the board under both readings side by side, each captioned with its option</source>
        <translation>One picture with the board under both readings side by side, each captioned with its option</translation>
    </message>
    <message>
        <location filename="../ui/variantcomparedialog.ui" line="149"/>
        <source>&amp;Export both as one picture…</source>
        <translation>&amp;Export both as one picture…</translation>
    </message>
</context>
</TS>
