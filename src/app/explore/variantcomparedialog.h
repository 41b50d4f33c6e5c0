// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "boardfile.h"
#include "cellnames.h"
#include "variantcomparison.h"

#include <QDialog>
#include <QMap>

#include <memory>
#include <optional>

namespace ml
{

namespace Ui
{
class VariantCompareDialog;
}

// "Compare variants": scores the board again with one rules option changed and shows, side by
// side, the scorings and totals that come out differently. The option list holds only the
// options of the board's enabled sets; changing either box compares again at once. Laid out
// in ui/variantcomparedialog.ui; the option and value lists come from the board.
class VariantCompareDialog : public QDialog
{
    Q_OBJECT
public:
    explicit VariantCompareDialog(QWidget *parent = nullptr);
    ~VariantCompareDialog() override;

    // The board and the option overrides it is scored with now (as the stepper has them).
    void setBoardFile(const BoardFile &file, const QMap<QString, QString> &overrides = {});
    // How the explanations name cells: as the board's edges label them (CellNames).
    void setCellNames(const CellNames &cells) { m_cells = cells; }
    // Picks an option and a value to compare with; false when the board has no such option.
    bool setVariant(const QString &key, const QString &value);
    // The language ("en", "nl") of the board's title on an exported picture.
    void setLanguage(const QString &language) { m_language = language; }
    // Both readings side by side as one picture (PNG or SVG by the suffix); false, with
    // `error`, when it cannot be made or written.
    bool exportPicture(const QString &path, QString *error);

    const VariantComparison &comparison() const { return m_comparison; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void fillOptions();
    void fillValues();
    void compare();
    void showResult();
    void showDetails();
    void chooseExport();

    std::optional<BoardFile> m_file;
    QMap<QString, QString> m_overrides;
    CellNames m_cells;
    QString m_language = QStringLiteral("en");
    VariantComparison m_comparison;
    std::unique_ptr<Ui::VariantCompareDialog> m_ui;
};

} // namespace ml
