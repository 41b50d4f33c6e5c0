// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "picturepages.h"

#include <QHash>
#include <QMap>
#include <QObject>
#include <QPageSize>
#include <QString>

#include <optional>

class QAction;
class QMainWindow;
class QPrinter;
class QPrintPreviewDialog;

namespace ml
{

class BoardDocument;
class BoardView;
class ExploreController;
class LanguageManager;
class SelectTool;
class Stepper;

// The pictures the desktop program makes besides File > Export picture: the Explore step
// shown or every step (a strip or a PDF with a step a page), a PDF page of the board, printing
// with a preview, and the picture on the clipboard. Every one draws what the board shows: in
// Explore the step with its marks, else the board (or the selected tiles), with the board's
// caption and annotations in the picture's language.
class PictureExports : public QObject
{
    Q_OBJECT
public:
    // What goes in a picture, as the export dialog asks it.
    struct Choice {
        QString title;
        // The board's picture settings (legend, part, margin, coordinates, background,
        // scale), as the board file keeps them.
        PictureSettings picture;
        bool selectionOnly = false; // only the selected tiles and what lies between them
        bool points = false;        // a step's points written on the board
        QString language;           // of the board's texts; empty: the interface's
        QPageSize pageSize = QPageSize(QPageSize::A4);
    };

    // The File menu's picture actions this class runs and enables.
    struct Actions {
        QAction *exportStep;
        QAction *exportAllSteps;
        QAction *exportPdf;
        QAction *print;
        QAction *printPreview;
        QAction *copyPicture;
        QAction *copyWikiLine;
        QAction *describeBoard;
    };

    PictureExports(BoardDocument *document, BoardView *view, SelectTool *select,
                   ExploreController *explore, Stepper *stepper, LanguageManager *languages,
                   const Actions &actions, QMainWindow *window);

    // The picture the board shows now: a step in Explore, else the board as shown.
    PicturePage currentPage(bool points) const;
    // What the board shows now in words (BoardDescription), in the language of the moment: the
    // step in Explore, else the board as shown. Every picture carries it as its alternative
    // text, and View > Describe the board shows it.
    QString currentDescription() const;
    // View > Describe the board: the dialog with currentDescription().
    void showDescription();
    // Writes what the board shows (PNG, SVG or PDF, by the path's suffix).
    bool exportCurrent(const QString &path, const Choice &choice);
    // Every step of Explore: a strip (PNG or SVG) or a PDF with one step a page. False
    // outside Explore.
    bool exportAllSteps(const QString &path, const Choice &choice);
    // The board shown (or the selection) on the clipboard as PNG and SVG.
    void copyPicture();
    // The wiki line of the picture exported last ([[File:NAME|thumb|CAPTION]]), its caption
    // in the picture's language; empty before the first export.
    QString wikiLine() const { return m_wikiLine; }
    void copyWikiLine();
    // What the board shows on `printer`, scaled to its page.
    bool print(QPrinter *printer);
    // Opens the print preview (modal; the dialog's object name is "printPreview").
    void printPreview();
    // File > Export picture: the export dialog, then where to (PNG or SVG).
    void choosePictureExport();

    // The title the user typed for this board's pictures, when they typed one: offered by
    // the next export of the same board instead of the board's or the step's title.
    std::optional<QString> typedTitle() const;
    // The default name of an exported file: the board's title made fit for a file name,
    // else the file's own name, else "board".
    QString proposedFileName() const;

    // The renderer set up for a page: title, legend, marks, caption, annotations, selection.
    // A strip's pictures get no title, caption or legend: the strip has them once (pagesOf()).
    void prepare(BoardRenderer &renderer, const PicturePage &page, PicturePages::Use use,
                 const Choice &choice) const;

private:
    enum class Export : quint8 { Picture, Step, Pdf };
    void chooseCurrentExport(Export kind);
    void chooseAllStepsExport();
    void choosePrint();
    void updateActions();
    // The legend as the settings ask for it: each player's colour (with a meeple when one
    // stands on the board) and every other kind of figure on the board, in `language`.
    static QList<BoardRenderer::LegendEntry> legend(const Game &game, const QString &language,
                                                    const PictureSettings &settings);
    // The legend of several positions: every entry any of them has, a player with a meeple
    // where one stood on any of them.
    static QList<BoardRenderer::LegendEntry> legend(const QList<PicturePage> &pages,
                                                    const QString &language,
                                                    const PictureSettings &settings);
    // The cells the selected tiles cover, as one rectangle (null without a selection).
    QRect selectedCells() const;
    Choice defaults() const;
    // The board's title, or in Explore the step's, in `language`.
    QString proposedTitle(const QString &language) const;
    QString languageOf(const Choice &choice) const; // the choice's, else the interface's
    // `proposals`: the title offered in each language ("en", "nl") when the user typed none.
    bool ask(Choice *choice, const QMap<QString, QString> &proposals, bool steps, bool pages);
    // What the user left in the title field: a title of their own is kept for the board
    // (typedTitle()); one of the proposals forgets it.
    void rememberTitle(const QString &title, const QMap<QString, QString> &proposals);
    // `description`: the pictures in words, carried by the strip or the PDF.
    PicturePages pagesOf(const QList<PicturePage> &pages, const Choice &choice,
                         const QString &description = {}) const;
    void failed(const QString &error);

    BoardDocument *m_document;
    BoardView *m_view;
    SelectTool *m_select;
    ExploreController *m_explore;
    Stepper *m_stepper;
    LanguageManager *m_languages;
    QMainWindow *m_window;
    QAction *m_stepAction;
    QAction *m_allStepsAction;
    QAction *m_wikiAction;
    QString m_wikiLine;
    // After a picture is written: its wiki line becomes the one to copy, with the description
    // of the board it shows (of the last step, for every step) as its alt text.
    void exported(const QString &path, const Choice &choice, bool allSteps);
    // Board file name (empty for a board never saved) -> the title typed for its pictures.
    QHash<QString, QString> m_typedTitles;
};

} // namespace ml
