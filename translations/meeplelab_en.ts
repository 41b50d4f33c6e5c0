<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_GB">
<context>
    <name>BoardRenderer</name>
    <message>
        <location filename="../src/render/boardrenderer.cpp" line="93"/>
        <source>the picture size must be positive</source>
        <translation>the picture size must be positive</translation>
    </message>
    <message>
        <location filename="../src/render/boardrenderer.cpp" line="98"/>
        <location filename="../src/render/boardrenderer.cpp" line="125"/>
        <source>cannot write %1</source>
        <translation>cannot write %1</translation>
    </message>
    <message>
        <location filename="../src/render/boardrenderer.cpp" line="110"/>
        <source>cannot write %1: %2</source>
        <translation>cannot write %1: %2</translation>
    </message>
</context>
<context>
    <name>ml::BoardInfoDock</name>
    <message>
        <location filename="../src/app/boardinfodock.cpp" line="88"/>
        <source>Board</source>
        <translation>Board</translation>
    </message>
    <message>
        <location filename="../src/app/boardinfodock.cpp" line="89"/>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <location filename="../src/app/boardinfodock.cpp" line="90"/>
        <source>Scoring</source>
        <translation>Scoring</translation>
    </message>
    <message>
        <location filename="../src/app/boardinfodock.cpp" line="91"/>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <location filename="../src/app/boardinfodock.cpp" line="91"/>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <location filename="../src/app/boardinfodock.cpp" line="91"/>
        <source>Meeples in hand</source>
        <translation>Meeples in hand</translation>
    </message>
    <message>
        <location filename="../src/app/boardinfodock.cpp" line="94"/>
        <source>Untitled board</source>
        <translation>Untitled board</translation>
    </message>
    <message>
        <location filename="../src/app/boardinfodock.cpp" line="123"/>
        <source>Nothing has been scored yet.</source>
        <translation>Nothing has been scored yet.</translation>
    </message>
    <message>
        <location filename="../src/app/boardinfodock.cpp" line="128"/>
        <source>road</source>
        <translation>road</translation>
    </message>
    <message>
        <location filename="../src/app/boardinfodock.cpp" line="129"/>
        <source>city</source>
        <translation>city</translation>
    </message>
    <message>
        <location filename="../src/app/boardinfodock.cpp" line="130"/>
        <source>monastery</source>
        <translation>monastery</translation>
    </message>
    <message>
        <location filename="../src/app/boardinfodock.cpp" line="131"/>
        <source>castle</source>
        <translation>castle</translation>
    </message>
    <message>
        <location filename="../src/app/boardinfodock.cpp" line="132"/>
        <source>field</source>
        <translation>field</translation>
    </message>
    <message>
        <location filename="../src/app/boardinfodock.cpp" line="133"/>
        <source>flock</source>
        <translation>flock</translation>
    </message>
    <message>
        <location filename="../src/app/boardinfodock.cpp" line="153"/>
        <source>%1 completed</source>
        <translation>%1 completed</translation>
    </message>
    <message>
        <location filename="../src/app/boardinfodock.cpp" line="155"/>
        <source>%1 unfinished</source>
        <translation>%1 unfinished</translation>
    </message>
    <message>
        <location filename="../src/app/boardinfodock.cpp" line="159"/>
        <source>%1 +%2</source>
        <translation>%1 +%2</translation>
    </message>
    <message>
        <location filename="../src/app/boardinfodock.cpp" line="160"/>
        <source>nobody scores</source>
        <translation>nobody scores</translation>
    </message>
    <message>
        <location filename="../src/app/boardinfodock.cpp" line="163"/>
        <source>Final scoring: %1, %2</source>
        <translation>Final scoring: %1, %2</translation>
    </message>
    <message>
        <location filename="../src/app/boardinfodock.cpp" line="164"/>
        <source>Move %1: %2, %3</source>
        <translation>Move %1: %2, %3</translation>
    </message>
</context>
<context>
    <name>ml::MainWindow</name>
    <message>
        <location filename="../src/app/appstartup.cpp" line="24"/>
        <source>Meeple Lab: a rules explorer and puzzle editor for Carcassonne.</source>
        <translation>Meeple Lab: a rules explorer and puzzle editor for Carcassonne.</translation>
    </message>
    <message>
        <location filename="../src/app/appstartup.cpp" line="27"/>
        <source>FILE</source>
        <translation>FILE</translation>
    </message>
    <message>
        <location filename="../src/app/appstartup.cpp" line="28"/>
        <source>The board file to open (.meeple). Without it, the example board opens.</source>
        <translation>The board file to open (.meeple). Without it, the example board opens.</translation>
    </message>
    <message>
        <location filename="../src/app/appstartup.cpp" line="30"/>
        <source>[FILE]</source>
        <translation>[FILE]</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="130"/>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="131"/>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="132"/>
        <source>&amp;Language</source>
        <translation>&amp;Language</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="133"/>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="134"/>
        <source>&amp;Open…</source>
        <translation>&amp;Open…</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="135"/>
        <source>Open a board file</source>
        <translation>Open a board file</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="136"/>
        <source>&amp;Export picture…</source>
        <translation>&amp;Export picture…</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="137"/>
        <source>Save the board as a PNG or SVG picture</source>
        <translation>Save the board as a PNG or SVG picture</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="138"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="139"/>
        <source>Zoom &amp;in</source>
        <translation>Zoom &amp;in</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="140"/>
        <source>Zoom &amp;out</source>
        <translation>Zoom &amp;out</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="141"/>
        <source>&amp;Fit board in window</source>
        <translation>&amp;Fit board in window</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="142"/>
        <source>&amp;About Meeple Lab</source>
        <translation>&amp;About Meeple Lab</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="143"/>
        <source>Board &amp;panel</source>
        <translation>Board &amp;panel</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="150"/>
        <source>%1 — Meeple Lab</source>
        <translation>%1 — Meeple Lab</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="177"/>
        <source>Cannot open board</source>
        <translation>Cannot open board</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="178"/>
        <source>The board file %1 could not be opened.</source>
        <translation>The board file %1 could not be opened.</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="182"/>
        <source>Reason: %1</source>
        <translation>Reason: %1</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="183"/>
        <source>Place: %1
Reason: %2</source>
        <translation>Place: %1
Reason: %2</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="190"/>
        <source>Open board</source>
        <translation>Open board</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="191"/>
        <source>Meeple Lab boards (*.meeple)</source>
        <translation>Meeple Lab boards (*.meeple)</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="204"/>
        <source>Export failed</source>
        <translation>Export failed</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="205"/>
        <source>The picture could not be saved: %1</source>
        <translation>The picture could not be saved: %1</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="212"/>
        <source>PNG image (*.png)</source>
        <translation>PNG image (*.png)</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="213"/>
        <source>SVG drawing (*.svg)</source>
        <translation>SVG drawing (*.svg)</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="214"/>
        <source>Export picture</source>
        <translation>Export picture</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="225"/>
        <source>About Meeple Lab</source>
        <translation>About Meeple Lab</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="226"/>
        <source>&lt;h3&gt;Meeple Lab %1&lt;/h3&gt;&lt;p&gt;A rules explorer and puzzle editor for Carcassonne: the base game, Hills &amp;amp; Sheep, Castles in Germany and Mage &amp;amp; Witch.&lt;/p&gt;&lt;p&gt;Open a board file to see every tile, figure and scoring, step by step.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Meeple Lab %1&lt;/h3&gt;&lt;p&gt;A rules explorer and puzzle editor for Carcassonne: the base game, Hills &amp;amp; Sheep, Castles in Germany and Mage &amp;amp; Witch.&lt;/p&gt;&lt;p&gt;Open a board file to see every tile, figure and scoring, step by step.&lt;/p&gt;</translation>
    </message>
</context>
</TS>
