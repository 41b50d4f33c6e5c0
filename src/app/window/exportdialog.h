// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "picturesettings.h"

#include <QDialog>
#include <QMap>
#include <QPageSize>

#include <memory>

namespace ml
{

namespace Ui
{
class ExportDialog;
}

// Before the file dialog of every picture export: the title above the board, what the legend
// below it lists, which part of the board is drawn and with how much margin, the coordinates,
// a transparent background, the PNG's scale, the language of the board's own texts, and,
// where they apply, a step's points on the board and the PDF page size. Laid out in
// ui/exportdialog.ui.
class ExportDialog : public QDialog
{
    Q_OBJECT
public:
    // The part of the board drawn, as the Part list offers it.
    enum class Part { Board, Selection, Marks, Saved };

    // `title` is proposed (the board's title); the selected tiles can only be chosen with a
    // selection, and then they are chosen at first. The points and page size rows start
    // hidden.
    ExportDialog(const QString &title, bool hasSelection, QWidget *parent = nullptr);
    ~ExportDialog() override;

    // The points row, for pictures of an Explore step.
    void showStepOptions(bool on);
    // The page size row, for PDF.
    void showPageOptions(bool on);
    // The board's picture settings to start from. A rectangle of cells saved with the board
    // is offered as its own part; a selection still comes first.
    void setSettings(const PictureSettings &settings);
    // The settings as chosen; for Part::Selection the crop is left to the caller, who knows
    // the selected tiles' cells.
    PictureSettings settings() const;
    Part part() const;
    // "en" or "nl".
    void setLanguage(const QString &language);
    // The title proposed in each language ("en", "nl"). While the title field holds the
    // proposal for the language chosen, choosing another language proposes that one's, so a
    // Dutch picture is not titled in English; a title the user typed is kept.
    void setProposedTitles(const QMap<QString, QString> &titles);

    QString title() const;
    bool points() const;
    QString language() const;
    QPageSize pageSize() const;

private:
    void languageChosen();
    void scaleChosen();

    std::unique_ptr<Ui::ExportDialog> m_ui;
    QMap<QString, QString> m_proposedTitles;
    QString m_shownLanguage; // the language whose proposal the title field may hold
    PictureSettings m_saved; // as given, for the saved part's cells
    int m_lastScale = 0;
    bool m_hasSelection = false; // the scale list's entry whose number the spin box shows
};

} // namespace ml
