<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl_NL">
<context>
    <name>BoardRenderer</name>
    <message>
        <location filename="../src/render/boardrenderer.cpp" line="93"/>
        <source>the picture size must be positive</source>
        <translation>de afbeelding moet groter dan nul zijn</translation>
    </message>
    <message>
        <location filename="../src/render/boardrenderer.cpp" line="98"/>
        <location filename="../src/render/boardrenderer.cpp" line="125"/>
        <source>cannot write %1</source>
        <translation>%1 kan niet worden geschreven</translation>
    </message>
    <message>
        <location filename="../src/render/boardrenderer.cpp" line="110"/>
        <source>cannot write %1: %2</source>
        <translation>%1 kan niet worden geschreven: %2</translation>
    </message>
</context>
<context>
    <name>ml::BoardInfoDock</name>
    <message>
        <location filename="../src/app/boardinfodock.cpp" line="88"/>
        <source>Board</source>
        <translation>Bord</translation>
    </message>
    <message>
        <location filename="../src/app/boardinfodock.cpp" line="89"/>
        <source>Players</source>
        <translation>Spelers</translation>
    </message>
    <message>
        <location filename="../src/app/boardinfodock.cpp" line="90"/>
        <source>Scoring</source>
        <translation>Puntentellingen</translation>
    </message>
    <message>
        <location filename="../src/app/boardinfodock.cpp" line="91"/>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <location filename="../src/app/boardinfodock.cpp" line="91"/>
        <source>Score</source>
        <translation>Punten</translation>
    </message>
    <message>
        <location filename="../src/app/boardinfodock.cpp" line="91"/>
        <source>Meeples in hand</source>
        <translation>Meeples in voorraad</translation>
    </message>
    <message>
        <location filename="../src/app/boardinfodock.cpp" line="94"/>
        <source>Untitled board</source>
        <translation>Bord zonder titel</translation>
    </message>
    <message>
        <location filename="../src/app/boardinfodock.cpp" line="123"/>
        <source>Nothing has been scored yet.</source>
        <translation>Er is nog niets geteld.</translation>
    </message>
    <message>
        <location filename="../src/app/boardinfodock.cpp" line="128"/>
        <source>road</source>
        <translation>weg</translation>
    </message>
    <message>
        <location filename="../src/app/boardinfodock.cpp" line="129"/>
        <source>city</source>
        <translation>stad</translation>
    </message>
    <message>
        <location filename="../src/app/boardinfodock.cpp" line="130"/>
        <source>monastery</source>
        <translation>klooster</translation>
    </message>
    <message>
        <location filename="../src/app/boardinfodock.cpp" line="131"/>
        <source>castle</source>
        <translation>burcht</translation>
    </message>
    <message>
        <location filename="../src/app/boardinfodock.cpp" line="132"/>
        <source>field</source>
        <translation>weide</translation>
    </message>
    <message>
        <location filename="../src/app/boardinfodock.cpp" line="133"/>
        <source>flock</source>
        <translation>kudde</translation>
    </message>
    <message>
        <location filename="../src/app/boardinfodock.cpp" line="153"/>
        <source>%1 completed</source>
        <translation>%1 afgebouwd</translation>
    </message>
    <message>
        <location filename="../src/app/boardinfodock.cpp" line="155"/>
        <source>%1 unfinished</source>
        <translation>%1 onafgebouwd</translation>
    </message>
    <message>
        <location filename="../src/app/boardinfodock.cpp" line="159"/>
        <source>%1 +%2</source>
        <translation>%1 +%2</translation>
    </message>
    <message>
        <location filename="../src/app/boardinfodock.cpp" line="160"/>
        <source>nobody scores</source>
        <translation>niemand krijgt punten</translation>
    </message>
    <message>
        <location filename="../src/app/boardinfodock.cpp" line="163"/>
        <source>Final scoring: %1, %2</source>
        <translation>Eindtelling: %1, %2</translation>
    </message>
    <message>
        <location filename="../src/app/boardinfodock.cpp" line="164"/>
        <source>Move %1: %2, %3</source>
        <translation>Beurt %1: %2, %3</translation>
    </message>
</context>
<context>
    <name>ml::MainWindow</name>
    <message>
        <location filename="../src/app/appstartup.cpp" line="24"/>
        <source>Meeple Lab: a rules explorer and puzzle editor for Carcassonne.</source>
        <translation>Meeple Lab: de spelregels van Carcassonne verkennen en er puzzels mee maken.</translation>
    </message>
    <message>
        <location filename="../src/app/appstartup.cpp" line="27"/>
        <source>FILE</source>
        <translation>BESTAND</translation>
    </message>
    <message>
        <location filename="../src/app/appstartup.cpp" line="28"/>
        <source>The board file to open (.meeple). Without it, the example board opens.</source>
        <translation>Het bordbestand om te openen (.meeple). Zonder bestand verschijnt het voorbeeldbord.</translation>
    </message>
    <message>
        <location filename="../src/app/appstartup.cpp" line="30"/>
        <source>[FILE]</source>
        <translation>[BESTAND]</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="130"/>
        <source>&amp;File</source>
        <translation>&amp;Bestand</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="131"/>
        <source>&amp;View</source>
        <translation>Beel&amp;d</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="132"/>
        <source>&amp;Language</source>
        <translation>&amp;Taal</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="133"/>
        <source>&amp;Help</source>
        <translation>&amp;Hulp</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="134"/>
        <source>&amp;Open…</source>
        <translation>&amp;Openen…</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="135"/>
        <source>Open a board file</source>
        <translation>Een bordbestand openen</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="136"/>
        <source>&amp;Export picture…</source>
        <translation>Afbeelding &amp;exporteren…</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="137"/>
        <source>Save the board as a PNG or SVG picture</source>
        <translation>Het bord bewaren als PNG- of SVG-afbeelding</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="138"/>
        <source>&amp;Quit</source>
        <translation>&amp;Afsluiten</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="139"/>
        <source>Zoom &amp;in</source>
        <translation>&amp;Inzoomen</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="140"/>
        <source>Zoom &amp;out</source>
        <translation>&amp;Uitzoomen</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="141"/>
        <source>&amp;Fit board in window</source>
        <translation>Bord &amp;passend in venster</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="142"/>
        <source>&amp;About Meeple Lab</source>
        <translation>&amp;Over Meeple Lab</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="143"/>
        <source>Board &amp;panel</source>
        <translation>Bord&amp;paneel</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="150"/>
        <source>%1 — Meeple Lab</source>
        <translation>%1 — Meeple Lab</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="177"/>
        <source>Cannot open board</source>
        <translation>Bord kan niet worden geopend</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="178"/>
        <source>The board file %1 could not be opened.</source>
        <translation>Het bordbestand %1 kon niet worden geopend.</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="182"/>
        <source>Reason: %1</source>
        <translation>Reden: %1</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="183"/>
        <source>Place: %1
Reason: %2</source>
        <translation>Plaats: %1
Reden: %2</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="190"/>
        <source>Open board</source>
        <translation>Bord openen</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="191"/>
        <source>Meeple Lab boards (*.meeple)</source>
        <translation>Meeple Lab-borden (*.meeple)</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="204"/>
        <source>Export failed</source>
        <translation>Exporteren mislukt</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="205"/>
        <source>The picture could not be saved: %1</source>
        <translation>De afbeelding kon niet worden bewaard: %1</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="212"/>
        <source>PNG image (*.png)</source>
        <translation>PNG-afbeelding (*.png)</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="213"/>
        <source>SVG drawing (*.svg)</source>
        <translation>SVG-tekening (*.svg)</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="214"/>
        <source>Export picture</source>
        <translation>Afbeelding exporteren</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="225"/>
        <source>About Meeple Lab</source>
        <translation>Over Meeple Lab</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="226"/>
        <source>&lt;h3&gt;Meeple Lab %1&lt;/h3&gt;&lt;p&gt;A rules explorer and puzzle editor for Carcassonne: the base game, Hills &amp;amp; Sheep, Castles in Germany and Mage &amp;amp; Witch.&lt;/p&gt;&lt;p&gt;Open a board file to see every tile, figure and scoring, step by step.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Meeple Lab %1&lt;/h3&gt;&lt;p&gt;Hier verken je de spelregels van Carcassonne en maak je puzzels: het basisspel, Schapen en Heuvels, Burchten in Duitsland en Tovenaar en Heks.&lt;/p&gt;&lt;p&gt;Open een bordbestand en bekijk stap voor stap elke tegel, elk speelstuk en elke puntentelling.&lt;/p&gt;</translation>
    </message>
</context>
</TS>
