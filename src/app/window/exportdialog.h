#pragma once

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

// Before the file dialog of every picture export: the title above the board, the legend (the
// players' colours and the figures) below it, whether only the selected tiles are drawn, the
// language of the board's own texts, and, where they apply, a step's points on the board and
// the PDF page size. Laid out in ui/exportdialog.ui.
class ExportDialog : public QDialog
{
    Q_OBJECT
public:
    // `title` is proposed (the board's title); the part can only be chosen with a selection,
    // and then it is chosen at first. The points and page size rows start hidden.
    ExportDialog(const QString &title, bool hasSelection, QWidget *parent = nullptr);
    ~ExportDialog() override;

    // The points row, for pictures of an Explore step.
    void showStepOptions(bool on);
    // The page size row, for PDF.
    void showPageOptions(bool on);
    // Whether the coordinates box starts ticked.
    void setCoordinates(bool on);
    // "en" or "nl".
    void setLanguage(const QString &language);
    // The title proposed in each language ("en", "nl"). While the title field holds the
    // proposal for the language chosen, choosing another language proposes that one's, so a
    // Dutch picture is not titled in English; a title the user typed is kept.
    void setProposedTitles(const QMap<QString, QString> &titles);

    QString title() const;
    bool legend() const;
    bool selectionOnly() const;
    bool points() const;
    bool coordinates() const;
    QString language() const;
    QPageSize pageSize() const;

private:
    void languageChosen();

    std::unique_ptr<Ui::ExportDialog> m_ui;
    QMap<QString, QString> m_proposedTitles;
    QString m_shownLanguage; // the language whose proposal the title field may hold
};

} // namespace ml
